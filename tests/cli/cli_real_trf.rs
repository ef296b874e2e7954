//! Issue 37 on a file another program wrote: `torneo ratings`, `torneo norms` and
//! `torneo prizes` on `tests/data/trf_real/vega_swiss.trf` (a Vega export: 6 players, 3
//! rounds, 1–3 March 2024). Every figure below was worked by hand from the file's lines:
//!
//! | No. | Player            | Rtg  | Born       | R1     | R2     | R3     | Pts |
//! |-----|-------------------|------|------------|--------|--------|--------|-----|
//! | 1   | Bianchi, Luca FM  | 2105 | 1987       | 4 w 1  | 3 b ½  | 2 w 1  | 2½  |
//! | 2   | Verdi, Anna WFM   | 1980 | 1990       | 5 w ½  | 4 b 1  | 1 b 0  | 1½  |
//! | 3   | Neri, Paolo       | –    | –          | 6 b 1  | 1 w ½  | 5 w 0  | 1½  |
//! | 4   | Gialli, Marco CM  | 1850 | 28.07.2005 | 1 b 0  | 2 w 0  | 6 b ½  | ½   |
//! | 5   | Blu, Sara (SUI)   | 1700 | "01.01.87" | 2 b ½  | 6 w 1  | 3 b 1  | 2½  |
//! | 6   | Viola, Ugo        | 1600 | –          | 3 w 0  | 5 b 0  | 4 w ½  | ½   |

use crate::cli_support::torneo;
use std::path::PathBuf;
use torneo::domain::{AgeGroup, Category, CategoryRule, Money, Prize, PrizeValue};

fn vega() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/trf_real/vega_swiss.trf")
}

// B.02 (standard list, every rated player K 20: all under 2400, none in or before the
// year of his 18th birthday in 2024 — Gialli turned 18 in 2023). PD from table 8.1.2.
// - Bianchi 2105: Gialli D 255 → .81, won (+.19); Neri unrated: not counted; Verdi
//   D 125 → .67, won (+.33). 20 × .52 = 10.40 → +10.
// - Verdi 1980: Blu D 280 → .84, drew (−.34); Gialli D 130 → .68, won (+.32); Bianchi
//   D −125 → .33, lost (−.33). 20 × −.35 = −7.00 → −7.
// - Gialli 1850: Bianchi D −255 → .19, lost; Verdi D −130 → .32, lost; Viola D 250 →
//   .81, drew (−.31). 20 × −.82 = −16.40 → −16.
// - Blu 1700: Verdi D −280 → .16, drew (+.34); Viola D 100 → .64, won (+.36); Neri not
//   counted. 20 × .70 = 14.00 → +14.
// - Viola 1600: Neri not counted; Blu D −100 → .36, lost; Gialli D −250 → .19, drew
//   (+.31). 20 × −.05 = −1.00 → −1.
// - Neri, unrated (8.2): rated opponents Viola 1600 (won), Bianchi 2105 (drew), Blu
//   1700 (lost), with the two 1800 draws: Ra = 9005 / 5 = 1801, p = 2.5 / 5 = .50 →
//   dp 0: initial rating 1801, 3 games of the 5 needed for publication.
#[test]
fn ratings_of_a_vega_file_worked_by_hand() {
    let file = vega();
    let (code, out, err) = torneo(&["--lang", "en", "ratings", file.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("Rating changes after round 3 (Standard)"),
        "{out}"
    );
    for total in [
        "+10.40 → +10",
        "-7.00 → -7",
        "-16.40 → -16",
        "+14.00 → +14",
        "-1.00 → -1",
    ] {
        assert!(out.contains(total), "{total} in {out}");
    }
    assert!(out.contains("initial rating 1801"), "{out}");
    assert!(
        out.contains("published after 5 games against rated opponents (here 3)"),
        "{out}"
    );
}

// B.01 1.4 for Bianchi (pairing number 1, a man: GM and IM checked). Three rounds: no
// norm is possible (1.4.1a). His games: Gialli ITA 1850 CM (won), Neri ITA unrated
// (drew), Verdi ITA 1980 WFM (won): 2½/3 = 83.3% → 83% → dp 273.
// - IM: the lowest, Neri (unrated, 1400), raised to the IM floor 2050 (1.4.6c):
//   Ra = (1850 + 2050 + 1980) / 3 = 1960; Rp = 1960 + 273 = 2233.
// - GM: Neri raised to 2200: Ra = 6030 / 3 = 2010; Rp 2283.
#[test]
fn norms_of_a_vega_file_worked_by_hand() {
    let file = vega();
    let (code, out, err) = torneo(&[
        "--lang",
        "en",
        "norms",
        file.to_str().unwrap(),
        "--player",
        "1",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("The event has 3 rounds: a norm needs at least 9 games"),
        "{out}"
    );
    assert!(out.contains("2½ / 3 (83%)"), "{out}");
    assert!(
        out.contains("Neri, Paolo (round 2, unrated) counted as 2050"),
        "{out}"
    );
    assert!(out.contains("Ra 1960, dp +273, Rp 2233"), "{out}");
    assert!(
        out.contains("Neri, Paolo (round 2, unrated) counted as 2200"),
        "{out}"
    );
    assert!(out.contains("Ra 2010, dp +273, Rp 2283"), "{out}");
    assert!(out.contains("IM norm: not achieved"), "{out}");
}

// A prize table added to the Vega event (the TRF has none): overall 1st and 2nd 100 €
// each, Women 1st 50 €, Under 20 1st 30 €; one prize per player.
// - Bianchi and Blu have 2½, and every usual tie-break is equal: BH 3½ each (Bianchi's
//   opponents ½ + 1½ + 1½, Blu's 1½ + ½ + 1½), BH/C1 3 each, SB 2¾ each, two wins
//   each, no game between them: they share places 1–2 and take the two overall prizes
//   (100 € whichever is first).
// - Women (Verdi, Blu): Blu has an overall prize; Verdi, 2nd of the women, takes 50 €.
// - Under 20 (born in 2005 or later on 1 January 2024's count): Gialli only (Neri and
//   Viola have no birth date): 30 €.
#[test]
fn prizes_of_a_vega_file_worked_by_hand() {
    let bytes = std::fs::read(vega()).unwrap();
    let (mut t, _) = torneo::formats::trf::import(&bytes).unwrap();
    let s = &mut t.settings;
    s.categories.categories = vec![
        Category {
            name: "Women".into(),
            rule: CategoryRule::Women,
        },
        Category {
            name: "Under 20".into(),
            rule: CategoryRule::Age(AgeGroup::Under(20)),
        },
    ];
    let prize = |category: Option<&str>, place, euros: u64| Prize {
        category: category.map(String::from),
        place,
        value: PrizeValue::Money(Money(euros * 100)),
    };
    s.prizes.prizes = vec![
        prize(None, 1, 100),
        prize(None, 2, 100),
        prize(Some("Women"), 1, 50),
        prize(Some("Under 20"), 1, 30),
    ];
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("vega.ron");
    torneo::formats::ron::save(&path, &t).unwrap();
    let (code, out, err) = torneo(&["--lang", "en", "prizes", path.to_str().unwrap(), "--csv"]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5, "{out}");
    assert_eq!(lines[0], "Prize,Place,Name,FIDE ID,Pts,Amount,Object");
    let names: Vec<bool> = ["Bianchi, Luca", "Blu, Sara"]
        .iter()
        .map(|name| lines[1..3].iter().any(|l| l.contains(name)))
        .collect();
    assert_eq!(names, [true, true], "{out}");
    // Both overall prizes in the table's order, each to one of the two sharing 1–2.
    assert!(lines[1].starts_with("\"Overall, place 1\",1-2,"), "{out}");
    assert!(lines[2].starts_with("\"Overall, place 2\",1-2,"), "{out}");
    for line in &lines[1..3] {
        assert!(line.ends_with(",2.5,100,"), "{line}");
    }
    assert_eq!(
        lines[3],
        "\"Women, place 1\",2,\"Verdi, Anna\",856002,1.5,50,"
    );
    assert_eq!(
        lines[4],
        "\"Under 20, place 1\",1,\"Gialli, Marco\",856004,0.5,30,"
    );
}
