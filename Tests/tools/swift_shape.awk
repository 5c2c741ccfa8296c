# Measures Swift sources for check_shape.sh (POSIX awk: runs under mawk and gawk).
#
# Each line is first reduced to its code: comments, string literals (single-line, multi-line, raw, with
# their escapes), character literals and regex literals (/.../, #/.../#) become spaces, while the code inside
# a string's interpolation \( ... ) stays code. Then it prints, for each file:
#
#   unwrap FILE:LINE:COLUMN             one line per force unwrap
#   function FILE:LINE NAME LENGTH      one line per func, init, deinit or subscript with a body
#
# A force unwrap is a `!` right after a name, a `)` or a `]` (x!, f()!, a[i]!, x!.y, try!, as!, and an
#   implicitly unwrapped type such as `Int!`), not followed by `=`. `try!` and `as!` count: each stops the
#   program when what it assumes is not so, as `x!` does on nil. Not counted: `!=`, prefix negation (`!x`,
#   `a && !b`) and any `!` in a comment or literal.
# A function's length is its lines from the line of its `func`/`init`/`deinit`/`subscript` keyword to the
#   line of the brace that closes its body, both counted (a one-line function is 1). A declaration without a
#   body (a protocol requirement) is not a function here.

function spaces(k,    s) { s = ""; while (k-- > 0) s = s " "; return s }
function hashes(k,    s) { s = ""; while (k-- > 0) s = s "#"; return s }

# The code of one line, with literals and comments blanked; the state (open strings, open block comments)
# carries over to the next line.
function code_of(line,    out, n, i, c, j, h, len, m, nx, closing, prev) {
    out = ""; n = length(line); i = 1
    while (i <= n) {
        c = substr(line, i, 1)
        if (comment > 0) {
            if (substr(line, i, 2) == "/*") { comment++; out = out "  "; i += 2; continue }
            if (substr(line, i, 2) == "*/") { comment--; out = out "  "; i += 2; continue }
            out = out " "; i++; continue
        }
        if (mode[sp] == "string") {
            h = delimiter[sp]
            if (c == "\\" && substr(line, i + 1, h) == hashes(h)) {
                nx = substr(line, i + 1 + h, 1)
                if (nx == "(") {
                    out = out spaces(h + 1) "("; i += h + 2
                    sp++; mode[sp] = "code"; depth[sp] = 0
                    continue
                }
                out = out spaces(h + 2); i += h + 2; continue
            }
            closing = (multiline[sp] ? "\"\"\"" : "\"") hashes(h)
            if (substr(line, i, length(closing)) == closing) {
                out = out closing; i += length(closing); sp--; continue
            }
            out = out " "; i++; continue
        }
        # code
        if (substr(line, i, 2) == "//") { out = out spaces(n - i + 1); break }
        if (substr(line, i, 2) == "/*") { comment = 1; out = out "  "; i += 2; continue }
        if (c == "#" || c == "\"") {
            j = i; while (substr(line, j, 1) == "#") j++
            h = j - i
            if (substr(line, j, 1) == "\"") {
                m = (substr(line, j, 3) == "\"\"\"")
                len = m ? 3 : 1
                out = out substr(line, i, h + len); i = j + len
                sp++; mode[sp] = "string"; delimiter[sp] = h; multiline[sp] = m
                continue
            }
            if (h > 0 && substr(line, j, 1) == "/") {
                # an extended regex literal: #/ ... /# with as many hashes
                closing = "/" hashes(h)
                len = index(substr(line, j + 1), closing)
                if (len > 0) {
                    out = out hashes(h) "/" spaces(len - 1) closing; i = j + len + length(closing); continue
                }
            }
            out = out substr(line, i, h > 0 ? h : 1); i += (h > 0 ? h : 1); continue
        }
        if (c == "/") {
            # a bare regex literal starts after an opening bracket, a comma, a colon, `=` or a space, and not
            # with a space (Swift's rule): `a / b` and `a /= b` are arithmetic.
            nx = substr(line, i + 1, 1)
            prev = substr(out, length(out), 1)
            if (nx != " " && nx != "\t" && nx != "=" && nx != "" && (prev == "" || prev ~ /[ \t([,:={]/)) {
                j = i + 1
                while (j <= n && substr(line, j, 1) != "/") j += (substr(line, j, 1) == "\\") ? 2 : 1
                if (j <= n) { out = out "/" spaces(j - i - 1) "/"; i = j + 1; continue }
            }
        }
        if (sp > 0 && c == "(") depth[sp]++
        if (sp > 0 && c == ")") {
            if (depth[sp] == 0) { out = out ")"; i++; sp--; continue }
            depth[sp]--
        }
        out = out c; i++
    }
    return out
}

FNR == 1 { sp = 0; mode[0] = "code"; comment = 0; braces = 0; open = 0; pending = 0 }

{
    code = code_of($0)

    # force unwraps
    n = length(code)
    for (i = 2; i <= n; i++) {
        if (substr(code, i, 1) == "!" && substr(code, i - 1, 1) ~ /[]A-Za-z0-9_)]/ && substr(code, i + 1, 1) != "=")
            print "unwrap " FILENAME ":" FNR ":" i
    }

    # functions: a pending declaration whose signature ended on an earlier line continues only with a
    # clause of its signature (a wrapped `where`, `throws`, `->`) or its body's brace.
    if (pending && parens == 0 && code !~ /^[ \t]*(where|throws|rethrows|async|->|\{)/) pending = 0
    start = 0
    if (match(code, /(^|[ \t])(func[ \t]|init[?!]?[(<]|deinit[ \t{]|subscript[(<])/)) {
        start = RSTART + (substr(code, RSTART, 1) ~ /[ \t]/ ? 1 : 0)
        pending = 1; parens = 0; declared = FNR
        name = substr(code, start)
        sub(/^func[ \t]+/, "", name)
        sub(/[^A-Za-z0-9_?!].*$/, "", name)
        if (name == "") name = "operator"
    }
    for (i = 1; i <= n; i++) {
        c = substr(code, i, 1)
        if (pending && i >= start) {
            if (c == "(") parens++
            if (c == ")") parens--
        }
        if (c == "{") {
            if (pending && i >= start && parens == 0) {
                open++; body_depth[open] = braces; body_line[open] = declared; body_name[open] = name
                pending = 0
            }
            braces++
        }
        if (c == "}") {
            braces--
            if (open > 0 && braces == body_depth[open]) {
                print "function " FILENAME ":" body_line[open] " " body_name[open] " " (FNR - body_line[open] + 1)
                open--
            }
        }
    }
}
