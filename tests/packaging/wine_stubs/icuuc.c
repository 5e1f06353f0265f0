/* Test-only stand-in for Windows' system ICU (icuuc.dll), for the Wine smoke test of the Windows
 * installer (tests/packaging/test_windows.py). Never shipped in the installer.
 *
 * Functions: the 20 ucnv_* / UCNV_* converter functions Qt6Core.dll imports. Why: since Qt 6.10
 * (PySide6 6.10+) Qt6Core.dll links the ICU that Windows 10 1903+ carries (icuuc.dll) for its
 * QStringConverter codecs beyond UTF-8/16/32 and Latin-1; Wine 8.0 has no ICU, so QtCore fails to
 * load ("DLL load failed while importing QtCore: Module not found"). Here every converter fails
 * to open (U_FILE_ACCESS_ERROR) and lists no codecs, so Qt uses its own built-in codecs, which is
 * all sheetdesk needs (it reads and writes UTF-8 only).
 */
#include <stddef.h>
#include <stdint.h>

typedef int UErrorCode;
typedef uint16_t UChar;
#define U_FILE_ACCESS_ERROR 4
#define EXPORT __declspec(dllexport)

static void fail(UErrorCode *err)
{
    if (err && *err <= 0)
        *err = U_FILE_ACCESS_ERROR;
}

EXPORT void *ucnv_open(const char *name, UErrorCode *err) { (void)name; fail(err); return NULL; }
EXPORT void ucnv_close(void *cnv) { (void)cnv; }
EXPORT void ucnv_reset(void *cnv) { (void)cnv; }
EXPORT int8_t ucnv_getMaxCharSize(const void *cnv) { (void)cnv; return 4; }
EXPORT const char *ucnv_getName(const void *cnv, UErrorCode *err) { (void)cnv; fail(err); return NULL; }
EXPORT void ucnv_getToUCallBack(const void *cnv, void **action, const void **context)
{ (void)cnv; if (action) *action = NULL; if (context) *context = NULL; }
EXPORT void ucnv_getFromUCallBack(const void *cnv, void **action, const void **context)
{ (void)cnv; if (action) *action = NULL; if (context) *context = NULL; }
EXPORT void ucnv_setToUCallBack(void *cnv, void *action, const void *context, void **old_action,
                                const void **old_context, UErrorCode *err)
{ (void)cnv; (void)action; (void)context; (void)old_action; (void)old_context; fail(err); }
EXPORT void ucnv_setFromUCallBack(void *cnv, void *action, const void *context, void **old_action,
                                  const void **old_context, UErrorCode *err)
{ (void)cnv; (void)action; (void)context; (void)old_action; (void)old_context; fail(err); }
EXPORT void ucnv_cbToUWriteUChars(void *args, const UChar *source, int32_t length, int32_t offset,
                                  UErrorCode *err)
{ (void)args; (void)source; (void)length; (void)offset; fail(err); }
EXPORT void ucnv_cbFromUWriteUChars(void *args, const UChar **source, const UChar *limit,
                                    int32_t offset, UErrorCode *err)
{ (void)args; (void)source; (void)limit; (void)offset; fail(err); }
EXPORT void ucnv_toUnicode(void *cnv, UChar **target, const UChar *target_limit, const char **source,
                           const char *source_limit, int32_t *offsets, int8_t flush, UErrorCode *err)
{ (void)cnv; (void)target; (void)target_limit; (void)source; (void)source_limit; (void)offsets;
  (void)flush; fail(err); }
EXPORT void ucnv_fromUnicode(void *cnv, char **target, const char *target_limit, const UChar **source,
                             const UChar *source_limit, int32_t *offsets, int8_t flush,
                             UErrorCode *err)
{ (void)cnv; (void)target; (void)target_limit; (void)source; (void)source_limit; (void)offsets;
  (void)flush; fail(err); }
EXPORT int32_t ucnv_toUCountPending(const void *cnv, UErrorCode *err) { (void)cnv; fail(err); return 0; }
EXPORT int32_t ucnv_fromUCountPending(const void *cnv, UErrorCode *err) { (void)cnv; fail(err); return 0; }
EXPORT const char *ucnv_getStandardName(const char *name, const char *standard, UErrorCode *err)
{ (void)name; (void)standard; fail(err); return NULL; }
EXPORT const char *ucnv_getAvailableName(int32_t n) { (void)n; return NULL; }
EXPORT int32_t ucnv_countAvailable(void) { return 0; }
EXPORT void UCNV_FROM_U_CALLBACK_SUBSTITUTE(const void *context, void *args, const UChar *units,
                                            int32_t length, int32_t code_point, int reason,
                                            UErrorCode *err)
{ (void)context; (void)args; (void)units; (void)length; (void)code_point; (void)reason; fail(err); }
EXPORT void UCNV_TO_U_CALLBACK_SUBSTITUTE(const void *context, void *args, const char *units,
                                          int32_t length, int reason, UErrorCode *err)
{ (void)context; (void)args; (void)units; (void)length; (void)reason; fail(err); }
