package dev.strata.engine.plan;

import java.util.Locale;

/**
 * Parses distances and coordinates given on the command line into <b>blocks</b>.
 *
 * <p>Syntax: an optional sign, decimal digits with an optional fraction ({@code 1.5}), and an optional
 * (case-insensitive) unit suffix:
 * <ul>
 *   <li>none: blocks ({@code 1000});
 *   <li>{@code c}: chunks, ×16 ({@code 64c} = 1024);
 *   <li>{@code r}: regions, ×512 ({@code 2r} = 1024);
 *   <li>{@code k}: thousands of blocks, ×1000 ({@code 5k} = 5000).
 * </ul>
 * Underscores between digits are allowed ({@code 100_000}). Surrounding whitespace is ignored. A fraction is
 * multiplied out exactly and rounded to the nearest block, halves away from zero: {@code 1.5k} = 1500,
 * {@code 2.5c} = 40, {@code 0.3c} = 4.8 → 5, {@code -100.5} = -101 (a coordinate copied from the game's F3 screen).
 */
public final class Distance {
    private Distance() {}

    /**
     * The number of blocks a distance denotes (may be negative, e.g. {@code -3c} = -48).
     *
     * @throws IllegalArgumentException naming the input when it is empty, malformed, has an unknown suffix, or
     *     does not fit in a {@code long}
     */
    public static long parse(String text) {
        return parse(text, SYNTAX);
    }

    private static long parse(String text, String syntax) {
        if (text == null) throw new IllegalArgumentException("distance is missing");
        String s = text.strip();
        if (s.isEmpty()) throw new IllegalArgumentException("empty distance '" + text + "'");
        long factor = 1;
        char last = Character.toLowerCase(s.charAt(s.length() - 1));
        if (Character.isLetter(last)) {
            factor = switch (last) {
                case 'c' -> 16;
                case 'r' -> 512;
                case 'k' -> 1000;
                default -> throw new IllegalArgumentException("unknown unit '" + s.charAt(s.length() - 1)
                        + "' in distance '" + text + "': " + syntax);
            };
            s = s.substring(0, s.length() - 1);
        }
        if (!s.matches("[+-]?\\d+(_+\\d+)*(\\.\\d+)?")) {
            throw new IllegalArgumentException("invalid distance '" + text + "': " + syntax);
        }
        try {
            java.math.BigDecimal v = new java.math.BigDecimal(s.replace("_", "")).multiply(java.math.BigDecimal.valueOf(factor));
            return v.setScale(0, java.math.RoundingMode.HALF_UP).longValueExact();
        } catch (NumberFormatException | ArithmeticException e) {
            throw new IllegalArgumentException("distance '" + text + "' is too large", e);
        }
    }

    /** Like {@link #parse} but requires {@code >= 0}; {@code what} names the option in messages (e.g. "radius"). */
    public static long parseNonNegative(String text, String what) {
        long v;
        try {
            v = parse(text, SYNTAX_NON_NEGATIVE);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(what + ": " + e.getMessage(), e); // the option named, as the user typed it
        }
        if (v < 0) throw new IllegalArgumentException(what + " must not be negative: '" + text + "'");
        return v;
    }

    /** Formats blocks the short way a user would type them ({@code 5000} → {@code "5k"}), for messages. */
    public static String format(long blocks) {
        if (blocks != 0 && blocks % 512 == 0) return blocks / 512 + "r";
        if (blocks != 0 && blocks % 1000 == 0) return blocks / 1000 + "k";
        return Long.toString(blocks).toLowerCase(Locale.ROOT);
    }

    private static final String SYNTAX_NON_NEGATIVE = "expected a number of blocks with an optional unit c (chunks, ×16), "
            + "r (regions, ×512) or k (×1000), e.g. 1000, 64c, 2r, 5k, 1.5k";
    static final String SYNTAX = SYNTAX_NON_NEGATIVE + ", -3c";
}
