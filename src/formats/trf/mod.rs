//! FIDE TRF-16 / TRF-26 import and export: a raw record layer and a checked conversion.
