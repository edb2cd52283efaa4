package dev.strata.engine.data;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.util.ArrayList;
import java.util.List;

/**
 * A JSON value together with where it came from (pack file and JSON path), so every error names both:
 * {@code noise_settings/overworld.json: noise_router.final_density.argument2: expected a number}.
 *
 * <p>Accessors are strict: a missing key or a value of the wrong type throws {@link DataPackException};
 * nothing silently defaults unless the method says so ({@code optional...}). Numbers must be finite: the lenient
 * JSON reader the game uses accepts the bare words {@code NaN}, {@code Infinity} and {@code -Infinity} (it reads
 * them as strings) and turns a huge literal such as {@code 1e999} into infinity; wherever a number is expected these
 * are refused as non-finite numbers (the game's codecs refuse them too).
 */
public final class JsonCursor {
    private final String file;
    private final String path;
    private final JsonElement value;

    public JsonCursor(String file, String path, JsonElement value) {
        this.file = file;
        this.path = path;
        this.value = value;
    }

    /** A cursor at the root of a file. */
    public static JsonCursor root(String file, JsonElement value) {
        return new JsonCursor(file, "", value);
    }

    public JsonElement raw() {
        return value;
    }

    public String file() {
        return file;
    }

    public String path() {
        return path;
    }

    /** Builds the exception for a problem at this position. */
    public DataPackException error(String message) {
        return new DataPackException(file + ": " + (path.isEmpty() ? "" : path + ": ") + message);
    }

    public boolean isNumber() {
        return value.isJsonPrimitive() && value.getAsJsonPrimitive().isNumber();
    }

    /**
     * Whether this is a non-finite number: a bare {@code NaN} / {@code Infinity} / {@code -Infinity} (which the lenient
     * reader keeps as a string) or a number literal too large for a double.
     */
    public boolean isNonFiniteNumber() {
        if (!value.isJsonPrimitive()) return false;
        JsonPrimitive p = value.getAsJsonPrimitive();
        if (p.isNumber()) return !Double.isFinite(p.getAsDouble());
        if (!p.isString()) return false;
        switch (p.getAsString()) {
            case "NaN":
            case "-NaN":
            case "+NaN":
            case "Infinity":
            case "-Infinity":
            case "+Infinity":
                return true;
            default:
                return false;
        }
    }

    public boolean isString() {
        return value.isJsonPrimitive() && value.getAsJsonPrimitive().isString();
    }

    public boolean isObject() {
        return value.isJsonObject();
    }

    public boolean isArray() {
        return value.isJsonArray();
    }

    public boolean has(String key) {
        return value.isJsonObject() && value.getAsJsonObject().has(key);
    }

    /**
     * The member {@code key} of this object.
     *
     * @throws DataPackException if this is no object or the key is missing; when the object holds a key that looks like
     *     a misspelling of the missing one ({@link #nearMiss}), the message names it too: {@code missing field
     *     "spacing"; unknown key "spacingg" here (did you mean "spacing"?)}
     */
    public JsonCursor get(String key) {
        JsonObject o = object();
        JsonElement e = o.get(key);
        if (e == null) {
            String typo = null;
            for (String k : o.keySet()) {
                if (nearMiss(k, key)) {
                    typo = k;
                    break;
                }
            }
            throw error("missing field \"" + key + "\"" + (typo == null ? "" : "; unknown key \"" + typo + "\" here (did you mean \""
                    + key + "\"?)"));
        }
        return new JsonCursor(file, child(key), e);
    }

    /**
     * Whether {@code found} looks like a misspelling of {@code wanted}: the same but for letter case, {@code -} for
     * {@code _}, or one letter added, dropped, changed or two neighbours swapped (an optimal string alignment distance
     * of 1). Names shorter than four characters never match (short field names such as {@code x}, {@code y} sit one
     * letter apart on purpose), nor does the name itself.
     */
    public static boolean nearMiss(String found, String wanted) {
        if (found.equals(wanted) || wanted.length() < 4) return false;
        String a = found.toLowerCase(java.util.Locale.ROOT).replace('-', '_'), b = wanted.toLowerCase(java.util.Locale.ROOT).replace('-', '_');
        if (a.equals(b)) return true;
        if (Math.abs(a.length() - b.length()) > 1) return false;
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) d[i][0] = i;
        for (int j = 0; j <= b.length(); j++) d[0][j] = j;
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()] <= 1;
    }

    private String child(String key) {
        return path.isEmpty() ? key : path + "." + key;
    }

    private JsonObject object() {
        if (!value.isJsonObject()) throw error("expected an object, found " + describe());
        return value.getAsJsonObject();
    }

    /** The elements of this array. */
    public List<JsonCursor> elements() {
        if (!value.isJsonArray()) throw error("expected an array, found " + describe());
        JsonArray a = value.getAsJsonArray();
        List<JsonCursor> out = new ArrayList<>(a.size());
        for (int i = 0; i < a.size(); i++) out.add(new JsonCursor(file, path + "[" + i + "]", a.get(i)));
        return out;
    }

    /** The keys of this object in file order. */
    public List<String> keys() {
        return new ArrayList<>(object().keySet());
    }

    /** A finite number. @throws DataPackException for anything else, non-finite numbers included */
    public double asDouble() {
        if (isNonFiniteNumber()) throw error("a non-finite number (" + value.getAsString() + ") is not allowed");
        if (!isNumber()) throw error("expected a number, found " + describe());
        return value.getAsDouble();
    }

    /** A finite number within [min, max]. */
    public double asDouble(double min, double max) {
        double d = asDouble();
        if (!(d >= min && d <= max)) throw error("value " + d + " outside [" + min + ", " + max + "]");
        return d;
    }

    /** A finite number rounded to a float; one beyond the float range is refused as non-finite. */
    public float asFloat() {
        float f = (float) asDouble();
        if (!Float.isFinite(f)) throw error("a non-finite number (" + value.getAsString() + " as a float) is not allowed");
        return f;
    }

    public int asInt() {
        double d = asDouble();
        if (d != Math.rint(d) || d < Integer.MIN_VALUE || d > Integer.MAX_VALUE) throw error("expected an integer, found " + d);
        return (int) d;
    }

    public int asInt(int min, int max) {
        int i = asInt();
        if (i < min || i > max) throw error("value " + i + " outside [" + min + ", " + max + "]");
        return i;
    }

    public boolean asBoolean() {
        if (!(value.isJsonPrimitive() && value.getAsJsonPrimitive().isBoolean())) throw error("expected true or false, found " + describe());
        return value.getAsBoolean();
    }

    public String asString() {
        if (!isString()) throw error("expected a string, found " + describe());
        return value.getAsString();
    }

    /** A namespaced id string. */
    public ResourceId asId() {
        if (isNonFiniteNumber()) throw error("expected an id, found the non-finite number " + value.getAsString() + " (not allowed)");
        String s = asString();
        try {
            return ResourceId.parse(s);
        } catch (IllegalArgumentException e) {
            throw error(e.getMessage());
        }
    }

    public double optionalDouble(String key, double fallback) {
        return has(key) ? get(key).asDouble() : fallback;
    }

    public boolean optionalBoolean(String key, boolean fallback) {
        return has(key) ? get(key).asBoolean() : fallback;
    }

    private String describe() {
        if (value.isJsonNull()) return "null";
        if (value.isJsonObject()) return "an object";
        if (value.isJsonArray()) return "an array";
        JsonPrimitive p = value.getAsJsonPrimitive();
        if (p.isString()) return "the string \"" + p.getAsString() + "\"";
        return p.toString();
    }
}
