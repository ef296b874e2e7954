//! A norm worked by hand from a real event's crosstable.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::*;

/// A real event: the 84th Tata Steel Masters, Wijk aan Zee, 14–30 January 2022, a
/// 14-player round robin of grandmasters (13 rounds). Magnus Carlsen (NOR, 2865) won with
/// 9½/13, of which one point was a forfeit: Daniil Dubov left after round 10 and Carlsen's
/// round-13 game against him was not played.
///
/// Sources: the final crosstable (Wikipedia, "Tata Steel Chess Tournament 2022", as
/// mirrored at wikimili.com and hubbry.com): rows 1–9 with ratings and federations, and
/// Carlsen's row `1 1 1 ½ ½ ½ 1 ½ ½ ½ 1 ½ 1[forfeit]`; the starting list (ruchess.ru,
/// "Tata Steel Chess Tournament Starts in Wijk aan Zee", 13 January 2022; the January 2022
/// ratings, as 1.4.6a wants): Vidit 2727 IND, Dubov 2720 RUS, Shankland 2708 USA,
/// Grandelius 2672 SWE, Praggnanandhaa 2612 IND (fide.com, 21 January 2022, gives the same
/// January ratings for Vidit and Dubov). All fourteen are GMs. The rows 10–13 are Vidit,
/// Praggnanandhaa, Grandelius and Shankland in some order; Carlsen scored ½ ½ 1 ½ against
/// them, and the sums below do not depend on which is which.
///
/// Worked by hand (GM norm):
/// - 1.4.2c: the forfeit against Dubov is left out: 12 games, 8½ points.
/// - 1.4.1a: 12 ≥ 9. 1.4.3: AZE HUN NED RUS USA POL IND SWE = 8 foreign federations;
///   1.4.4: none from NOR, the largest groups (IND, NED, RUS, USA) 2 ≤ ⌊12·2/3⌋ = 8.
/// - 1.4.5: 12 GMs ≥ ⌈12/2⌉ = 6 titled and ≥ max(⌈12/3⌉, 3) = 4 GMs.
/// - 1.4.6: the lowest, 2612, is above the floor 2200: nobody raised.
/// - 1.4.7: 2767 + 2763 + 2772 + 2743 + 2702 + 2714 + 2792 + 2760 = 22013;
///   + 2727 + 2612 + 2672 + 2708 = 32732; 32732 / 12 = 2727.67 → 2728 ≥ 2380.
/// - 1.4.9: 8½/12 = 70.8% → 71%, dp 158; 1.4.8: Rp = 2728 + 158 = 2886 ≥ 2600.
///   (Wikipedia's "TPR 2904" is not B.01's performance.)
#[test]
fn tata_steel_masters_2022_carlsen_gm_norm_worked_by_hand() {
    let row: [(&str, u16, GameResult); 12] = [
        ("AZE", 2767, W), // Mamedyarov
        ("HUN", 2763, W), // Rapport
        ("NED", 2772, W), // Giri
        ("RUS", 2743, D), // Karjakin
        ("NED", 2702, D), // van Foreest
        ("RUS", 2714, D), // Esipenko
        ("USA", 2792, W), // Caruana
        ("POL", 2760, D), // Duda
        ("IND", 2727, D), // rows 10–13: Vidit,
        ("IND", 2612, D), // Praggnanandhaa,
        ("SWE", 2672, W), // Grandelius,
        ("USA", 2708, D), // Shankland (½ ½ 1 ½ in some order)
    ];
    let mut opponents: Vec<Opponent> = row
        .iter()
        .map(|&(fed, rating, result)| (Some(Title::GM), fed, Some(rating), result))
        .collect();
    // Round 13: Dubov (RUS, 2720) lost by forfeit.
    opponents.push((
        Some(Title::GM),
        "RUS",
        Some(2720),
        GameResult::WhiteWinsByForfeit,
    ));
    let (mut t, carlsen) = event(&opponents, 13, &[]);
    t.settings.system = PairingSystem::RoundRobin { cycles: 1 };
    t.settings.federation = "NED".into();
    let p = t.player_mut(carlsen).unwrap();
    p.federation = "NOR".into();
    p.rating = Some(2865);
    p.title = Some(Title::GM);

    let norms = check_player(&t, carlsen).unwrap();
    assert_eq!(norms.games.counted.len(), 12);
    assert_eq!(norms.games.excluded.len(), 1);
    assert_eq!(norms.games.excluded[0].reason, Exclusion::Forfeit);
    let gm = check(&t, carlsen, NormTitle::GM);
    assert_eq!(gm.score_halves, 17);
    assert_eq!((gm.average, gm.raised.clone()), (2728, None));
    assert_eq!(
        (gm.percent, gm.rating_difference, gm.performance),
        (71, 158, 2886)
    );
    assert_eq!(
        gm.requirements[1],
        Requirement::ForeignFederations {
            found: 8,
            required: 2
        }
    );
    assert_eq!(
        gm.requirements[2],
        Requirement::OwnFederation {
            count: 0,
            maximum: 7
        }
    );
    assert_eq!(
        gm.requirements[3],
        Requirement::OneFederation {
            federation: "IND".into(),
            count: 2,
            maximum: 8
        }
    );
    assert_eq!(
        gm.requirements[5],
        Requirement::NormTitleholders {
            title: NormTitle::GM,
            count: 12,
            required: 4
        }
    );
    assert!(gm.is_met(), "{:?}", failed(&gm));
}
