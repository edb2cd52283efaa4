package dev.strata.cli;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;

/**
 * Parses an interval such as {@code 30s}, {@code 5m}, {@code 1h} or {@code 45} (seconds) into nanoseconds; at least
 * one second, at most a day. A bad value is a usage error naming the accepted forms.
 */
final class IntervalConverter implements CommandLine.ITypeConverter<Long> {
    private static final Pattern FORM = Pattern.compile("(\\d{1,6})\\s*(s|m|h)?");
    private static final long SECOND = 1_000_000_000L;

    @Override
    public Long convert(String value) {
        Matcher m = FORM.matcher(value.trim().toLowerCase(Locale.ROOT));
        if (!m.matches()) throw new CommandLine.TypeConversionException("'" + value + "' is not an interval (e.g. 30s, 5m, 1h)");
        long n = Long.parseLong(m.group(1));
        String unit = m.group(2) == null ? "s" : m.group(2);
        long seconds = unit.equals("h") ? n * 3600 : unit.equals("m") ? n * 60 : n;
        if (seconds < 1 || seconds > 86_400) {
            throw new CommandLine.TypeConversionException("'" + value + "' is out of range (1s to 24h)");
        }
        return seconds * SECOND;
    }
}
