//! Chess-agnostic maximum-weight matching on general graphs (Edmonds' blossom algorithm).
//! Never imports `domain`: rule code turns criteria into weights, the solver knows nothing
//! of chess.
