package dev.strata.regionio.world;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Where a world keeps each dimension's files (see {@code docs/format-notes.md}).
 *
 * <ul>
 *   <li>26.x ({@link #usesDimensionsFolder(int)}): every dimension, vanilla ones included, under
 *       {@code <world>/dimensions/<namespace>/<path>/} with subfolders {@code region} (chunks), {@code entities},
 *       {@code poi} and {@code data}.
 *   <li>Before: the overworld in {@code <world>/region}, {@code entities}, {@code poi}; the nether in
 *       {@code <world>/DIM-1/...}; the end in {@code <world>/DIM1/...}; other dimensions (1.16+) already under
 *       {@code dimensions/<namespace>/<path>/}.
 * </ul>
 * Reading looks at what is on disk (the 26.x folder if it exists, else the older one); writing uses the layout of
 * the data version written.
 */
public final class WorldLayout {
    /** Last DataVersion known to use the old layout for vanilla dimensions (1.21.11). */
    public static final int LAST_LEGACY_DATA_VERSION = 4671;
    private static final Pattern REGION_NAME = Pattern.compile("r\\.-?\\d+\\.-?\\d+\\.mca");

    private WorldLayout() {}

    /** The kinds of region folders a dimension has. */
    public enum Kind {
        /** Chunks (terrain, block entities, light). */
        REGION("region"),
        /** Entities (since 1.17). */
        ENTITIES("entities"),
        /** Points of interest (beds, workstations, portals). */
        POI("poi");

        private final String folder;

        Kind(String folder) {
            this.folder = folder;
        }

        /** Folder name. */
        public String folder() {
            return folder;
        }
    }

    /**
     * Whether worlds of this DataVersion keep vanilla dimensions under {@code dimensions/}: true after
     * {@value #LAST_LEGACY_DATA_VERSION} (1.21.11); 26.1 Snapshot 6 (4774) and 26.2 (4903) do.
     */
    public static boolean usesDimensionsFolder(int dataVersion) {
        return dataVersion > LAST_LEGACY_DATA_VERSION;
    }

    /** {@code <world>/dimensions/<namespace>/<path>}: the 26.x folder of a dimension. */
    public static Path modernRoot(Path world, Dimension d) {
        return world.resolve("dimensions").resolve(d.namespace()).resolve(d.path());
    }

    /** The pre-26 folder of a dimension: the world itself, {@code DIM-1}, {@code DIM1}, or {@code dimensions/ns/path}. */
    public static Path legacyRoot(Path world, Dimension d) {
        if (d.equals(Dimension.OVERWORLD)) return world;
        if (d.equals(Dimension.NETHER)) return world.resolve("DIM-1");
        if (d.equals(Dimension.END)) return world.resolve("DIM1");
        return modernRoot(world, d);
    }

    /** The folder to write for a DataVersion. */
    public static Path folderForWriting(Path world, Dimension d, Kind kind, int dataVersion) {
        return (usesDimensionsFolder(dataVersion) ? modernRoot(world, d) : legacyRoot(world, d)).resolve(kind.folder());
    }

    /**
     * The folder to read: the 26.x folder if it exists, else the older one if it exists, else null (the dimension
     * has no files of that kind yet).
     */
    public static Path folderForReading(Path world, Dimension d, Kind kind) {
        Path modern = modernRoot(world, d).resolve(kind.folder());
        if (Files.isDirectory(modern)) return modern;
        Path legacy = legacyRoot(world, d).resolve(kind.folder());
        return Files.isDirectory(legacy) ? legacy : null;
    }

    /** Region files ({@code r.<x>.<z>.mca}) of a folder, sorted by name; empty if the folder is null or absent. */
    public static List<Path> regionFiles(Path folder) throws IOException {
        if (folder == null || !Files.isDirectory(folder)) return List.of();
        try (Stream<Path> s = Files.list(folder)) {
            return s.filter(p -> REGION_NAME.matcher(p.getFileName().toString()).matches()).sorted().toList();
        }
    }
}
