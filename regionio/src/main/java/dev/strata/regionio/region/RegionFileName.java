package dev.strata.regionio.region;

import dev.strata.regionio.RegionFormatException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The region coordinates in a region file's name, {@code r.<regionX>.<regionZ>.mca} (or {@code .mcr}, possibly
 * after a prefix, as the game's region cache and older tools name them).
 *
 * <p>Only names whose coordinates fit are accepted: every chunk of the region must have int chunk coordinates
 * (chunk x = region x * 32 + 0..31), so region coordinates lie in {@value #MIN_COORDINATE}..{@value #MAX_COORDINATE}.
 * A name such as {@code r.2147483648.0.mca} or {@code r.99999999999.0.mca} gives no region: the game never writes
 * one (its world border stops at 30 million blocks, region 58593), and reading it is reported, not a crash.
 *
 * @param regionX region x (chunk x / 32, rounded down)
 * @param regionZ region z (chunk z / 32, rounded down)
 */
public record RegionFileName(int regionX, int regionZ) {
    /** Lowest region coordinate whose chunks have int coordinates: -2^26. */
    public static final int MIN_COORDINATE = -(1 << 26);
    /** Highest region coordinate whose chunks have int coordinates: 2^26 - 1. */
    public static final int MAX_COORDINATE = (1 << 26) - 1;
    private static final Pattern NAME = Pattern.compile("r\\.(-?\\d+)\\.(-?\\d+)\\.mc[ar]$");

    /** The region holding a chunk. */
    public static RegionFileName ofChunk(int chunkX, int chunkZ) {
        return new RegionFileName(Math.floorDiv(chunkX, 32), Math.floorDiv(chunkZ, 32));
    }

    /** {@code r.<regionX>.<regionZ>.mca}. */
    public String fileName() {
        return "r." + regionX + "." + regionZ + ".mca";
    }

    /** The coordinates of a file name ending in {@code r.<x>.<z>.mca} or {@code .mcr}; empty if it has none that fit. */
    public static Optional<RegionFileName> parse(String fileName) {
        Matcher m = NAME.matcher(fileName);
        if (!m.find()) return Optional.empty();
        Integer x = coordinate(m.group(1));
        Integer z = coordinate(m.group(2));
        return x == null || z == null ? Optional.empty() : Optional.of(new RegionFileName(x, z));
    }

    /**
     * The coordinates of a region file's name.
     *
     * @throws RegionFormatException naming the file when the name has no region coordinates or they are out of range
     */
    public static RegionFileName of(Path file) throws RegionFormatException {
        String name = file.getFileName() == null ? "" : file.getFileName().toString();
        Optional<RegionFileName> r = parse(name);
        if (r.isPresent()) return r.get();
        if (NAME.matcher(name).find()) {
            throw new RegionFormatException(file, "region coordinates in the name are out of range (" + MIN_COORDINATE + " to "
                    + MAX_COORDINATE + "; beyond that chunk coordinates do not fit), so this is no region the game writes");
        }
        throw new RegionFormatException(file, "name does not end in r.<x>.<z>.mca, so the region coordinates are unknown");
    }

    private static Integer coordinate(String digits) {
        // more digits than any int has: out of range without parsing
        if (digits.length() > 12) return null;
        long v = Long.parseLong(digits);
        return v < MIN_COORDINATE || v > MAX_COORDINATE ? null : (int) v;
    }
}
