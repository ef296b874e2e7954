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
