//! Point values between the TRF records and [`ScoringSystem`]: TRF-26 `162`, JaVaFo `XXS`
//! and bbpPairings `BB?` are read in file order, later values overriding earlier ones; a
//! PAB not given explicitly is worth a win (trf.md §2: `P` = `W`; bbp: "PAB defaults to
//! win"). Export writes `162` with the symbols that differ from the defaults when the
//! system fits its symbols, else a complete `XXS`.

use super::raw::{ExtensionScoringRecord, PointValueRecord, ScoringRecord};
use crate::domain::{Points, ScoringSystem};

/// Collects point values while the records are read.
/// Starts from the FIDE 1/½/0 values.
#[derive(Debug, Clone, Copy, Default)]
pub struct ScoringBuilder {
    scoring: ScoringSystem,
    explicit_pab: bool,
    /// A scoring record was read.
    stated: bool,
}

impl ScoringBuilder {
    /// `162`: W (win, forfeit win, FPB), D (draw, HPB), L, A (ZPB, forfeit loss), P (PAB).
    /// X (unknown/adjourned) has no counterpart in Torneo and is ignored.
    pub fn apply_162(&mut self, record: &ScoringRecord) {
        self.stated = true;
        let s = &mut self.scoring;
        for &(symbol, value) in &record.values {
            match symbol {
                'W' => {
                    s.win = value;
                    s.forfeit_win = value;
                    s.full_point_bye = value;
                }
                'D' => {
                    s.draw = value;
                    s.half_point_bye = value;
                }
                'L' => s.loss = value,
                'A' => {
                    s.zero_point_bye = value;
                    s.forfeit_loss = value;
                }
                'P' => {
                    s.pairing_allocated_bye = value;
                    self.explicit_pab = true;
                }
                _ => {}
            }
        }
    }

    /// `XXS CODE=VALUE …`. Torneo scores White and Black alike: the later of `WW`/`BW`
    /// (and so on) wins.
    pub fn apply_xxs(&mut self, record: &ExtensionScoringRecord) {
        self.stated = true;
        let s = &mut self.scoring;
        for (code, value) in &record.values {
            let value = *value;
            match code.as_str() {
                "WW" | "BW" => s.win = value,
                "WD" | "BD" => s.draw = value,
                "WL" | "BL" => s.loss = value,
                "ZPB" => s.zero_point_bye = value,
                "HPB" => s.half_point_bye = value,
                "FPB" => s.full_point_bye = value,
                "PAB" => {
                    s.pairing_allocated_bye = value;
                    self.explicit_pab = true;
                }
                "FW" => s.forfeit_win = value,
                "FL" => s.forfeit_loss = value,
                "W" => {
                    s.win = value;
                    s.forfeit_win = value;
                    s.full_point_bye = value;
                }
                "D" => {
                    s.draw = value;
                    s.half_point_bye = value;
                }
                _ => {}
            }
        }
    }

    /// `BBW` win (and forfeit win, FPB), `BBD` draw (and HPB), `BBL` played loss, `BBZ`
    /// zero-point bye, `BBF` forfeit loss, `BBU` PAB.
    pub fn apply_bb(&mut self, record: &PointValueRecord) {
        self.stated = true;
        let s = &mut self.scoring;
        let value = record.value;
        match record.kind {
            'W' => {
                s.win = value;
                s.forfeit_win = value;
                s.full_point_bye = value;
            }
            'D' => {
                s.draw = value;
                s.half_point_bye = value;
            }
            'L' => s.loss = value,
            'Z' => s.zero_point_bye = value,
            'F' => s.forfeit_loss = value,
            'U' => {
                s.pairing_allocated_bye = value;
                self.explicit_pab = true;
            }
            _ => {}
        }
    }

    /// The scoring of a Double-Swiss file (C.04.5): its records' when it has any, else the
    /// system's own (the PAB a won and a drawn game, 1.4; byes of two games).
    pub fn finish_double_swiss(self) -> ScoringSystem {
        if self.stated {
            self.finish()
        } else {
            ScoringSystem::double_swiss()
        }
    }

    pub fn finish(mut self) -> ScoringSystem {
        if !self.explicit_pab {
            self.scoring.pairing_allocated_bye = self.scoring.win;
        }
        self.scoring
    }
}

/// The record that states `scoring`, or `None` for the FIDE default.
pub fn record_line(scoring: &ScoringSystem) -> Option<String> {
    if scoring.is_standard() {
        return None;
    }
    // 162 holds each value in four columns (`-9.5` to `99.5`); a wider one (a hand-edited
    // 100-point win) goes to XXS, whose `CODE=VALUE` has no width (issue 35).
    let narrow = |points: Points| points.to_decimal_string().chars().count() <= 4;
    let fits_162 = scoring.forfeit_win == scoring.win
        && scoring.full_point_bye == scoring.win
        && scoring.half_point_bye == scoring.draw
        && scoring.forfeit_loss == scoring.zero_point_bye
        && [
            scoring.win,
            scoring.draw,
            scoring.loss,
            scoring.zero_point_bye,
            scoring.pairing_allocated_bye,
        ]
        .into_iter()
        .all(narrow);
    if fits_162 {
        let fide = ScoringSystem::fide();
        let mut values = Vec::new();
        let candidates = [
            ('W', scoring.win, fide.win),
            ('D', scoring.draw, fide.draw),
            ('L', scoring.loss, fide.loss),
            ('A', scoring.zero_point_bye, fide.zero_point_bye),
            ('P', scoring.pairing_allocated_bye, scoring.win),
        ];
        for (symbol, value, default) in candidates {
            if value != default {
                values.push((symbol, value));
            }
        }
        return Some(ScoringRecord { values }.to_line());
    }
    let all: [(&str, Points); 12] = [
        ("WW", scoring.win),
        ("BW", scoring.win),
        ("WD", scoring.draw),
        ("BD", scoring.draw),
        ("WL", scoring.loss),
        ("BL", scoring.loss),
        ("ZPB", scoring.zero_point_bye),
        ("HPB", scoring.half_point_bye),
        ("FPB", scoring.full_point_bye),
        ("PAB", scoring.pairing_allocated_bye),
        ("FW", scoring.forfeit_win),
        ("FL", scoring.forfeit_loss),
    ];
    let values = all.iter().map(|&(c, v)| (c.to_owned(), v)).collect();
    Some(ExtensionScoringRecord { values }.to_line())
}

#[cfg(test)]
mod tests {
    use super::super::raw::Record;
    use super::super::text::lines;
    use super::*;

    fn read(text: &str) -> ScoringSystem {
        let mut b = ScoringBuilder::default();
        for line in lines(text) {
            match Record::parse(&line).unwrap() {
                Record::Scoring(r) => b.apply_162(&r),
                Record::ExtensionScoring(r) => b.apply_xxs(&r),
                Record::PointValue(r) => b.apply_bb(&r),
                _ => {}
            }
        }
        b.finish()
    }

    #[test]
    fn three_one_zero_in_every_dialect() {
        assert_eq!(read("162  W 3.0    D 1.0"), ScoringSystem::three_one_zero());
        assert_eq!(read("XXS W=3 D=1"), ScoringSystem::three_one_zero());
        assert_eq!(read("BBW 3.0\nBBD 1.0"), ScoringSystem::three_one_zero());
        assert_eq!(
            record_line(&ScoringSystem::three_one_zero()).as_deref(),
            Some("162  W 3.0    D 1.0")
        );
        assert_eq!(record_line(&ScoringSystem::fide()), None);
    }

    #[test]
    fn pab_and_odd_systems_round_trip() {
        let mut s = ScoringSystem::fide();
        s.pairing_allocated_bye = Points(5);
        assert_eq!(read("162  P 0.5"), s);
        assert_eq!(read(&record_line(&s).unwrap()), s);
        s.forfeit_win = Points(7);
        let line = record_line(&s).unwrap();
        assert!(line.starts_with("XXS "));
        assert_eq!(read(&line), s);
    }
}
