/* For the Windows smoke test under wine only (scripts/smoke-windows); never shipped.
 *
 * Rust's standard library asks Windows 10+ for random bytes through ProcessPrng in
 * bcryptprimitives.dll. Debian 12's wine 8.0 has no such DLL, so every Rust program
 * built by a current toolchain stops at start with "bcryptprimitives.dll not found".
 * This stand-in answers ProcessPrng with the older RtlGenRandom (advapi32). */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length); /* RtlGenRandom */

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    while (length > 0) {
        ULONG chunk = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk)) {
            return FALSE;
        }
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
