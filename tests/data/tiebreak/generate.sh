#!/bin/sh
# Regenerates tests/data/tiebreak/oracle/: 200 Swiss and 50 round-robin tournaments from
# Gacrux's generator (+ mutate.py for withdrawals and unrated players, rest_rounds.py for
# the rests of odd round robins) and their expected values from Gacrux's checker.
# Usage: generate.sh [python]   (default /tmp/gx/bin/python, gacrux==1.11.65)
set -e
PY=${1:-/tmp/gx/bin/python}
cd "$(dirname "$0")/oracle"
GEN="$PY -m gacrux.tournamentgenerator"
G="$PY -m gacrux.tiebreakchecker"
SW="PTS DE BH/C1 BH SB WIN WON BPG BWG PS PS/C1 REP STD AOB SB/C1 SB/C2 BH/C2 BH/M1 BH/M2 BH/P SB/P KS ARO ARO/C1 TPR PTP APRO APPO RTNG ARO/U1400 TPR/U1400 PTP/U1400 APRO/U1400 APPO/U1400 RTNG/U1400 BH/V2024 SB/V2024 BH/C1/V2024 TPN TPN/R RTNG/R FB FB/C1 FB/M1 AOB/F FB/V2024"
RR="PTS DE WIN SB SB/C1 KS KS/L+1 PS STD REP ARO TPR PTP APRO APPO RTNG ARO/U1400 TPR/U1400 PTP/U1400 APRO/U1400 APPO/U1400 RTNG/U1400 TPN TPN/R RTNG/R WON BPG BWG"
i=0
while [ $i -lt 200 ]; do
  n=$((1000 + i))
  players=$((7 + (i * 7) % 26))
  rounds=$((3 + (i * 5) % 9))
  [ $rounds -ge $players ] && rounds=$((players - 1))
  zpb=0.0$((i % 6)); hpb=0.$(( (i * 3) % 15 + 1 )); [ ${#hpb} -eq 3 ] && hpb=0.0${hpb#0.}
  fft=0.0$(( (i * 7) % 10 ))
  extra=""; [ $((i % 10)) -eq 7 ] && extra="-G W:3.0 D:1.0 L:0.0"
  # a small field may have no legal pairing for the last rounds: fewer rounds then
  until $GEN -n $rounds -p $players -g $n 1 -S $zpb $hpb $fft $extra -o sw_%d.trf >/dev/null 2>&1; do
    rounds=$((rounds - 1))
  done
  $PY ../mutate.py sw_$n.trf $n $((i % 3)) $(( (i % 4 == 1) ? 1 + i % 3 : 0 ))
  $G -i sw_$n.trf -s -r -d T -t $SW -o sw_$n.tsv
  i=$((i + 1))
done
i=0
while [ $i -lt 50 ]; do
  n=$((2000 + i))
  players=$((4 + i % 7))
  cycles=$((1 + (i % 5 == 4)))
  odd=$((players % 2))
  rounds=$(( (players - 1 + odd) * cycles ))
  fft=0.$(( (i * 3) % 12 + 2 )); [ ${#fft} -eq 3 ] && fft=0.0${fft#0.}
  $GEN -m berger -p $players -n $rounds -g $n 1 -S 0 0 $fft -o rr_%d.trf >/dev/null
  [ $odd -eq 1 ] && $PY ../rest_rounds.py rr_$n.trf
  $PY ../mutate.py rr_$n.trf $n 0 $(( (i % 4 == 2) ? 1 : 0 ))
  $G -i rr_$n.trf -p -r -d T -t $RR -o rr_$n.tsv
  i=$((i + 1))
done
