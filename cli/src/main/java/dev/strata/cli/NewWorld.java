package dev.strata.cli;

import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.ResourceId;
import dev.strata.regionio.chunk.ChunkCodec;
import dev.strata.regionio.world.LevelDat;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A world {@code generate} creates before its first chunk: {@code level.dat} and {@code world_gen_settings.dat} of
 * 26.2 with the run's seed, dimensions and settings, and the data packs the game needs to finish it the same way
 * copied into {@code datapacks/} and enabled in the order the run stacked them.
 *
 * @param world the world folder (created when missing)
 * @param seed the world's seed
 * @param dims the dimensions the run generates
 * @param settings the noise settings --settings gives, or null for each dimension's own
 * @param serverPreset the overworld settings a server's level-type gives (amplified, large biomes), or null; it
 *     replaces {@code settings}, for the overworld only
 * @param structures the world's {@code generate_structures}
 * @param dataPacks the --data packs, top first; null or empty for Strata's demo pack
 */
record NewWorld(Path world, long seed, List<ResourceId> dims, ResourceId settings, ResourceId serverPreset, boolean structures,
        List<Path> dataPacks) {

    /**
     * Writes the world's files, and copies the data packs into it (the demo pack from {@code pack} itself).
     *
     * @throws StrataCliException exit 4 when the folder cannot be created or written to
     */
    void create(DataPack pack, boolean quiet, PrintWriter err) throws IOException {
        try {
            Files.createDirectories(world);
        } catch (IOException e) {
            throw new StrataCliException(ExitCodes.IO, "cannot create the world folder " + world + " (" + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage()) + ")");
        }
        if (!Files.isWritable(world)) throw new StrataCliException(ExitCodes.IO, "cannot write to " + world);
        String name = world.toAbsolutePath().normalize().getFileName() == null ? "world" : world.toAbsolutePath().normalize().getFileName().toString();
        List<String> dimIds = new ArrayList<>();
        for (ResourceId d : dims) dimIds.add(d.toString());
        ResourceId override = settings;
        if (serverPreset != null) {
            override = serverPreset; // the server's level-type: the overworld's settings only
            dimIds = List.of(GeneratorOptions.OVERWORLD.toString());
        }
        boolean demo = dataPacks == null || dataPacks.isEmpty();
        // the packs copied into datapacks/, enabled bottom first (--data gives the top first), so the game stacks them as
        // this run does rather than by name
        List<String> packIds = new ArrayList<>();
        if (demo) {
            packIds.add("file/" + WorldPacks.DEMO);
        } else {
            for (Path p : dataPacks) {
                if (WorldPacks.isWorldPack(p)) packIds.add(0, "file/" + p.toAbsolutePath().normalize().getFileName());
            }
        }
        LevelDat.writeNew(world, name, seed, structures,
                WorldDimensions.forPack(pack, override == null ? null : override.toString(), dimIds), ChunkCodec.DATA_VERSION, "26.2", packIds);
        if (demo) {
            pack.copyTo(world.resolve("datapacks").resolve(WorldPacks.DEMO));
        } else {
            // every real data pack (a folder or zip with pack.mcmeta, not the game's own data): the game needs them to
            // finish generation the same way
            for (Path p : dataPacks) {
                if (WorldPacks.isWorldPack(p)) WorldDimensions.copyPack(p, world.resolve("datapacks"));
            }
        }
        if (!quiet) err.printf("created world %s with seed %d%n", world, seed);
    }
}
