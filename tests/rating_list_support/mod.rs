//! FIDE rating list lines in the real layouts, for the tests and the benchmark: each
//! field left-aligned in its columns, as FIDE writes them (the combined list's columns
//! per issue 13: ID 1–15, Name 16–76, Fed 77–80, Sex 81–84, Tit 85–89, WTit 90–94, OTit
//! 95–109, FOA 110–113, SRtng 114–119, SGm 120–123, SK 124–126, RRtng 127–132, RGm
//! 133–136, Rk 137–139, BRtng 140–145, BGm 146–149, BK 150–152, B-day 153–158, Flag
//! 159–162).

#![allow(dead_code)]

/// The widths of the combined list's 19 columns (162 characters).
pub const COMBINED_WIDTHS: [usize; 19] =
    [15, 61, 4, 4, 5, 5, 15, 4, 6, 4, 3, 6, 4, 3, 6, 4, 3, 6, 4];

pub const COMBINED_LABELS: [&str; 19] = [
    "ID Number",
    "Name",
    "Fed",
    "Sex",
    "Tit",
    "WTit",
    "OTit",
    "FOA",
    "SRtng",
    "SGm",
    "SK",
    "RRtng",
    "RGm",
    "Rk",
    "BRtng",
    "BGm",
    "BK",
    "B-day",
    "Flag",
];

/// A line of fields, each padded to its width (characters, not bytes).
pub fn fixed(fields: &[&str], widths: &[usize]) -> String {
    fields
        .iter()
        .zip(widths)
        .map(|(field, &width)| format!("{field:<width$}"))
        .collect()
}

/// The combined list's header.
pub fn combined_header() -> String {
    fixed(&COMBINED_LABELS, &COMBINED_WIDTHS)
}

/// A combined list's line: id, name, fed, sex, tit, wtit, otit, foa, srtng, sgm, sk,
/// rrtng, rgm, rk, brtng, bgm, bk, b-day, flag.
pub fn combined_line(fields: [&str; 19]) -> String {
    fixed(&fields, &COMBINED_WIDTHS)
}

/// The same without the FOA column (lists before 2023).
pub fn without_foa(fields: [&str; 19]) -> String {
    let (widths, fields): (Vec<usize>, Vec<&str>) = COMBINED_WIDTHS
        .iter()
        .zip(fields)
        .enumerate()
        .filter(|(i, _)| *i != 7)
        .map(|(_, (w, f))| (*w, f))
        .unzip();
    fixed(&fields, &widths)
}

/// The single lists' 13 columns (136 characters); `month` heads the rating column.
pub const SINGLE_WIDTHS: [usize; 13] = [15, 61, 4, 4, 5, 5, 15, 4, 6, 4, 3, 6, 4];

pub fn single_header(month: &str) -> String {
    fixed(
        &[
            "ID Number",
            "Name",
            "Fed",
            "Sex",
            "Tit",
            "WTit",
            "OTit",
            "FOA",
            month,
            "Gms",
            "K",
            "B-day",
            "Flag",
        ],
        &SINGLE_WIDTHS,
    )
}

/// A file's text: lines ended by CRLF, as FIDE writes them.
pub fn crlf(lines: &[String]) -> String {
    lines.iter().map(|l| format!("{l}\r\n")).collect()
}

/// The number of players in the real combined list (issue 13's benchmark size).
pub const REAL_LIST_PLAYERS: usize = 1_932_868;

/// Writes a combined FIDE list of `players` made-up players in the real 162-column
/// layout (CRLF, header first): names from syllables (some accented, UTF-8), federations,
/// titles, ratings, games, K factors, birth years and flags spread as in a real list, the
/// same for every run (a fixed linear congruential sequence).
pub fn write_generated_list(path: &std::path::Path, players: usize) -> std::io::Result<()> {
    use std::io::Write;
    const SYLLABLES: [&str; 24] = [
        "ka", "ro", "si", "mar", "vel", "an", "to", "ni", "lu", "chen", "ov", "ski", "ber", "ga",
        "dě", "mü", "ler", "sson", "ić", "ez", "da", "ri", "no", "pé",
    ];
    const FIRST: [&str; 12] = [
        "Anna", "Luca", "Magnus", "Ján", "Olga", "Pedro", "Wei", "Sara", "Ivan", "Chloé", "Ahmed",
        "Giulia",
    ];
    const FEDERATIONS: [&str; 10] = [
        "ITA", "GER", "FRA", "ESP", "IND", "RUS", "USA", "CZE", "NOR", "CHN",
    ];
    const TITLES: [&str; 8] = ["", "", "", "", "FM", "IM", "GM", "CM"];
    let mut seed: u64 = 0x2545_F491_4F6C_DD1D;
    let mut next = |n: u64| {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (seed >> 33) % n
    };
    let file = std::fs::File::create(path)?;
    let mut out = std::io::BufWriter::with_capacity(1 << 20, file);
    write!(out, "{}\r\n", combined_header())?;
    let mut name = String::new();
    for i in 0..players {
        name.clear();
        for _ in 0..2 + next(3) {
            name.push_str(SYLLABLES[next(24) as usize]);
        }
        let mut surname: Vec<char> = name.chars().collect();
        if let Some(first) = surname.first_mut() {
            *first = first.to_uppercase().next().unwrap_or(*first);
        }
        let surname: String = surname.into_iter().collect();
        let full = format!("{surname}, {}", FIRST[next(12) as usize]);
        let rated = |r: u64| {
            if r < 1400 {
                String::new()
            } else {
                r.to_string()
            }
        };
        let id = (100_000 + i * 7).to_string();
        let standard = rated(1000 + next(1850));
        let rapid = rated(1000 + next(1850));
        let blitz = rated(1000 + next(1850));
        let year = (1930 + next(90)).to_string();
        let fields = [
            id.as_str(),
            full.as_str(),
            FEDERATIONS[next(10) as usize],
            if next(5) == 0 { "F" } else { "M" },
            TITLES[next(8) as usize],
            "",
            "",
            "",
            standard.as_str(),
            if standard.is_empty() { "" } else { "9" },
            if standard.is_empty() { "" } else { "20" },
            rapid.as_str(),
            "",
            if rapid.is_empty() { "" } else { "20" },
            blitz.as_str(),
            "",
            if blitz.is_empty() { "" } else { "20" },
            year.as_str(),
            if next(3) == 0 { "i" } else { "" },
        ];
        write!(out, "{}\r\n", combined_line(fields))?;
    }
    out.flush()
}

/// Magnus Carlsen as the combined list of November 2025 writes him (the tests read his
/// ratings back: standard 2831, rapid 2825, blitz 2886).
pub const CARLSEN: [&str; 19] = [
    "1503014",
    "Carlsen, Magnus",
    "NOR",
    "M",
    "GM",
    "",
    "",
    "",
    "2831",
    "0",
    "10",
    "2825",
    "0",
    "20",
    "2886",
    "6",
    "20",
    "1990",
    "",
];

/// Fabiano Caruana as the combined list has him (the window tests' second player).
pub const CARUANA: [&str; 19] = [
    "2020009",
    "Caruana, Fabiano",
    "USA",
    "M",
    "GM",
    "",
    "",
    "",
    "2795",
    "9",
    "10",
    "2721",
    "0",
    "20",
    "2744",
    "0",
    "20",
    "1992",
    "",
];
