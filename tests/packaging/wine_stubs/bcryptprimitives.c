/* Test-only stand-in for Windows' bcryptprimitives.dll, for the Wine smoke test of the Windows
 * installer (tests/packaging/test_windows.py). Never shipped in the installer.
 *
 * Function: ProcessPrng. Why: pydantic-core's extension module (Rust >= 1.78 standard library)
 * imports bcryptprimitives.dll!ProcessPrng for random numbers; every Windows 10/11 has it, but
 * Wine 8.0 (Debian 12) ships no bcryptprimitives.dll, so `import pydantic` fails under Wine with
 * "DLL load failed ... Module not found". This forwards to advapi32's RtlGenRandom
 * (SystemFunction036), which Wine has.
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG chunk = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk))
            return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
