// libcurl for Swift: its header, and C wrappers for the variadic calls Swift cannot make
// (curl_easy_setopt, curl_easy_getinfo), one per type of argument. Only SpecialsFetch imports this module.
#include <curl/curl.h>

static inline CURLcode specials_curl_global_init(void) {
    return curl_global_init(CURL_GLOBAL_DEFAULT);
}

static inline CURLcode specials_curl_set_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode specials_curl_set_size(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode specials_curl_set_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode specials_curl_set_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

/// CURLOPT_WRITEFUNCTION or CURLOPT_HEADERFUNCTION (both take a curl_write_callback).
static inline CURLcode specials_curl_set_callback(CURL *handle, CURLoption option, curl_write_callback value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode specials_curl_get_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

/// A string curl owns (valid until the handle's next transfer or cleanup), or NULL.
static inline CURLcode specials_curl_get_string(CURL *handle, CURLINFO info, char **value) {
    return curl_easy_getinfo(handle, info, value);
}
