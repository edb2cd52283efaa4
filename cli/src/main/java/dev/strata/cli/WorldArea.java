package dev.strata.cli;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.plan.Center;
import dev.strata.engine.plan.ChunkPos;
import dev.strata.engine.plan.Pattern;
import dev.strata.engine.plan.RegionPlan;
import dev.strata.regionio.region.RegionFile;
import dev.strata.regionio.world.Dimension;
import dev.strata.regionio.world.LevelDat;
import dev.strata.regionio.world.LevelInfo;
import dev.strata.regionio.world.Spawn;
import dev.strata.regionio.world.WorldBorder;
import dev.strata.regionio.world.WorldLayout;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * What an area option reads from the world: the spawn point ({@code --spawn}), a dimension's world border
 * ({@code --worldborder}), the chunks its region files hold ({@code --pattern world}). A file that cannot be read is
 * an error naming it (exit 3 through the error handler), never "no border" or "no chunks".
 */
final class WorldArea {
    private WorldArea() {}

    /** The world's level.dat, or a usage error naming the option that needs it. */
    private static LevelInfo level(Path world, String option) throws IOException {
        if (world == null || !Files.isRegularFile(world.resolve("level.dat"))) {
            throw new StrataCliException(ExitCodes.USAGE, option + " needs an existing world with level.dat; " + world + " has none");
        }
        return LevelDat.read(world);
    }

    /** The world's spawn point (x, z) as the center. */
    static Center spawn(Path world) throws IOException {
        Spawn s = level(world, "--spawn").spawn();
        if (s == null) throw new StrataCliException(ExitCodes.BAD_INPUT, world.resolve("level.dat") + " records no spawn point (Data.spawn or Data.SpawnX/SpawnZ)");
        return new Center(s.x(), s.z());
    }

    /**
     * The dimension's world border as the box {minX, minZ, maxX, maxZ} in blocks, as the game loads it
     * ({@link WorldBorder#of}; the nether's coordinate scale is 8, every other dimension's is taken as 1).
     */
    static double[] border(Path world, ResourceId dim) throws IOException {
        LevelInfo info = level(world, "--worldborder");
        double scale = dim.equals(GeneratorOptions.THE_NETHER) ? PlanOptions.NETHER_SCALE : 1;
        WorldBorder b = WorldBorder.of(world, Dimension.parse(dim.toString()), info.legacyBorder(), scale);
        if (b.size() / 2 > RegionPlan.MAX_RADIUS) {
            throw new StrataCliException(ExitCodes.USAGE, "the world border of " + dim + " (" + b.source() + ") is " + (long) b.size()
                    + " blocks wide, more than a plan covers (radius " + RegionPlan.MAX_RADIUS + "): set a border in the game "
                    + "(/worldborder set) or give an area with --radius or --corners");
        }
        double half = b.size() / 2;
        return new double[] {b.centerX() - half, b.centerZ() - half, b.centerX() + half, b.centerZ() + half};
    }

    /**
     * The {@code world} pattern: every chunk the dimension's region files list in their headers (an unreadable
     * chunk included: the run decides about it), within {@code area} when given; regions by their coordinates (z,
     * then x), chunks in header order.
     *
     * @throws StrataCliException usage error when there is no such chunk
     * @throws IOException        when a region file cannot be opened (named)
     */
    static RegionPlan presentChunks(Path world, ResourceId dim, RegionPlan area) throws IOException {
        Path folder = world == null ? null : WorldLayout.folderForReading(world, Dimension.parse(dim.toString()), WorldLayout.Kind.REGION);
        List<Path> files = new ArrayList<>(WorldLayout.regionFiles(folder));
        files.sort(Comparator.comparingInt((Path f) -> coords(f)[1]).thenComparingInt(f -> coords(f)[0]));
        long[] chunks = new long[1024];
        int n = 0;
        for (Path f : files) {
            if (Files.size(f) == 0) continue;
            try (RegionFile r = RegionFile.openReadOnly(f)) {
                for (int[] c : r.chunks()) {
                    if (area != null && !area.contains(c[0], c[1])) continue;
                    if (c[0] < RegionPlan.MIN_CHUNK_COORD || c[0] > RegionPlan.MAX_CHUNK_COORD || c[1] < RegionPlan.MIN_CHUNK_COORD
                            || c[1] > RegionPlan.MAX_CHUNK_COORD) continue;
                    if (n == chunks.length) chunks = Arrays.copyOf(chunks, n * 2);
                    chunks[n++] = ChunkPos.pack(c[0], c[1]);
                }
            }
        }
        if (n == 0) {
            throw new StrataCliException(ExitCodes.USAGE, "--pattern world: " + (world == null ? "no world" : world) + " holds no chunk of " + dim
                    + (area != null ? " in the area" : "") + (folder == null ? " (no region folder)" : " (" + folder + ")"));
        }
        return RegionPlan.ofChunks(Pattern.WORLD, Arrays.copyOf(chunks, n));
    }

    /** {rx, rz} from {@code r.<rx>.<rz>.mca}. */
    static int[] coords(Path f) {
        String[] p = f.getFileName().toString().split("\\.");
        return new int[] {Integer.parseInt(p[1]), Integer.parseInt(p[2])};
    }
}
