//! Team standings against a second opinion (issue 39): Gacrux's team tie-breaks on its
//! own team file, run once and kept as data (tests/data/trf_team/
//! gacrux_fideteam_nocolor.tiebreaks.txt, the command in its first lines).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;
use torneo::domain::TeamId;
use torneo::formats::trf;
use torneo::tiebreak::team::{Score, TeamTiebreak, team_standings};

/// "45.0", "105.25" in hundredths.
fn hundredths(text: &str) -> i64 {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, "0"));
    let fraction = format!("{fraction:0<2}");
    whole.parse::<i64>().unwrap() * 100 + fraction[..2].parse::<i64>().unwrap()
}

#[test]
fn team_tiebreaks_are_gacruxs_on_its_team_file() {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/trf_team");
    let (t, _) =
        trf::import(&std::fs::read(data.join("gacrux_fideteam_nocolor.trf")).unwrap()).unwrap();
    use Score::{Game, Match};
    // Gacrux's columns after PTS: MPVGP EDE BH:MP/C1 BH:MP BH:GP EMGSB EMMSB EGGSB.
    let list = [
        TeamTiebreak::SecondaryScore,
        TeamTiebreak::DirectEncounter,
        TeamTiebreak::Buchholz {
            on: Match,
            cut: true,
            edition: None,
        },
        TeamTiebreak::Buchholz {
            on: Match,
            cut: false,
            edition: None,
        },
        TeamTiebreak::Buchholz {
            on: Game,
            cut: false,
            edition: None,
        },
        TeamTiebreak::SonnebornBerger {
            opponent: Match,
            own: Game,
            edition: None,
        },
        TeamTiebreak::SonnebornBerger {
            opponent: Match,
            own: Match,
            edition: None,
        },
        TeamTiebreak::SonnebornBerger {
            opponent: Game,
            own: Game,
            edition: None,
        },
    ];
    let standings = team_standings(&t, 7, &list);
    let answers =
        std::fs::read_to_string(data.join("gacrux_fideteam_nocolor.tiebreaks.txt")).unwrap();
    let mut compared = 0;
    for line in answers.lines().filter(|l| !l.starts_with('#')).skip(1) {
        let fields: Vec<&str> = line.split('\t').collect();
        let team = TeamId(fields[0].parse().unwrap());
        let row = standings.rows.iter().find(|r| r.team == team).unwrap();
        assert_eq!(row.rank, fields[1].parse::<u32>().unwrap(), "team {team}");
        assert_eq!(i64::from(row.match_points.0) * 10, hundredths(fields[2]));
        assert_eq!(
            row.values[0],
            Some(hundredths(fields[3])),
            "team {team} MPVGP"
        );
        // EDE (fields[4]) separates nobody here: no two teams share MP and GP.
        for (k, field) in fields.iter().enumerate().skip(5) {
            assert_eq!(
                row.values[k - 3],
                Some(hundredths(field)),
                "team {team} column {k}"
            );
        }
        compared += 1;
    }
    assert_eq!(compared, 9);
}
