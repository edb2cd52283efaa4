package dev.strata.engine.sched;

import static dev.strata.engine.sched.SchedTesting.work;
import static dev.strata.engine.sched.SchedTesting.chunks;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.light.ChunkLighting;
import dev.strata.engine.light.LightEngine;
import dev.strata.engine.light.LightTables;
import dev.strata.regionio.block.BlockStateRegistry;
import dev.strata.regionio.chunk.ChunkCodec;
import dev.strata.regionio.chunk.ChunkData;
import dev.strata.regionio.chunk.ChunkSection;
import dev.strata.engine.plan.ChunkPos;
import dev.strata.engine.plan.Pattern;
import dev.strata.engine.plan.RegionPlan;
import dev.strata.engine.testing.SharedData;
import dev.strata.regionio.region.Compression;
import dev.strata.regionio.region.RegionFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link DecorationJob} on the End's outer islands of seed 13579 (the fixture cluster's place, where islands and
 * chorus plants reach across chunk borders): the bytes do not depend on the worker count, the ring is written at
 * carvers, a stopped run resumed from its journal ends with the same chunks as an uninterrupted one, and existing
 * chunks it did not write are refused.
 */
class DecorationJobTest {
    private static final int X0 = -418462, Z0 = 366791;

    private static DimensionGenerator end() {
        return DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:the_end"), null, 13579L);
    }

    private static DimensionGenerator nether() {
        return DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:the_nether"), null, 13579L);
    }

    /** A 6 x 5 area of chunks across a region border (x -418462 is the start of region -13077), in region order. */
    private static RegionPlan plan() {
        return plan(X0, Z0);
    }

    /** The 6 x 5 area whose seventh column from the west is x0 (a region's first column when x0 is a multiple of 32). */
    private static RegionPlan plan(int x0, int z0) {
        List<Long> chunks = new ArrayList<>();
        for (int z = z0; z < z0 + 5; z++) for (int x = x0 - 3; x < x0 + 3; x++) chunks.add(ChunkPos.pack(x, z));
        return RegionPlan.ofChunks(Pattern.WORLD, chunks.stream().mapToLong(Long::longValue).toArray());
    }

    private static final class Done implements GenerateListener, GenerateJob.DoneFilter {
        final Set<Long> done = new HashSet<>();
        final int stopAfter;
        int decorated;
        DecorationJob job;

        Done(int stopAfter) {
            this.stopAfter = stopAfter;
        }

        @Override
        public synchronized void regionWritten(int rx, int rz, long[] bits, int n) {
            for (int i = 0; i < 1024; i++) if ((bits[i >>> 6] >>> (i & 63) & 1) != 0) done.add(ChunkPos.pack((rx << 5) + (i & 31), (rz << 5) + (i >> 5)));
        }

        @Override
        public void chunksGenerated(int rx, int rz, int n) {
            if (++decorated == stopAfter) job.requestStop();
        }

        @Override
        public synchronized boolean isDone(int x, int z) {
            return done.contains(ChunkPos.pack(x, z));
        }
    }

    private static GenerateJob.Result run(DimensionGenerator g, Path world, int workers, Done listener) throws Exception {
        return run(g, world, workers, listener, ChunkStep.FEATURES);
    }

    private static GenerateJob.Result run(DimensionGenerator g, Path world, int workers, Done listener, ChunkStep target) throws Exception {
        return run(g, world, workers, listener, target, plan());
    }

    private static GenerateJob.Result run(DimensionGenerator g, Path world, int workers, Done listener, ChunkStep target, RegionPlan plan)
            throws Exception {
        return run(g, world, workers, listener, target, plan, -1);
    }

    /** {@code kept}: {@link DecorationJob#keepInMemory} (-1: the default). */
    private static GenerateJob.Result run(DimensionGenerator g, Path world, int workers, Done listener, ChunkStep target, RegionPlan plan, int kept)
            throws Exception {
        DecorationJob job = new DecorationJob(g, new DecorationJob.Settings(world.resolve("region"), Compression.ZLIB, workers, 1234,
                world.resolve("journal.bin"), false, target), listener, null);
        if (kept >= 0) job.keepInMemory(kept);
        listener.job = job;
        return job.run(work(plan), plan::contains, listener);
    }


    private static byte[] bytes(Path folder) throws Exception {
        StringBuilder all = new StringBuilder();
        try (Stream<Path> files = Files.list(folder).sorted()) {
            for (Path f : files.toList()) all.append(f.getFileName()).append(java.util.HexFormat.of().formatHex(Files.readAllBytes(f)));
        }
        return all.toString().getBytes();
    }

    @Test
    void bytesDoNotDependOnWorkersAndTheRingIsAtCarvers(@TempDir Path dir) throws Exception {
        DimensionGenerator g = end();
        GenerateJob.Result one = run(g, dir.resolve("one"), 1, new Done(-1));
        run(g, dir.resolve("two"), 2, new Done(-1));
        run(g, dir.resolve("four"), 4, new Done(-1));
        assertEquals(30, one.generated());
        assertEquals(56, one.written(), "30 chunks and the ring of 26 around them");
        byte[] b1 = bytes(dir.resolve("one/region"));
        assertArrayEquals(b1, bytes(dir.resolve("two/region")), "2 workers");
        assertArrayEquals(b1, bytes(dir.resolve("four/region")), "4 workers");
        RegionPlan plan = plan();
        int features = 0, carvers = 0;
        for (Map.Entry<Long, CompoundBinaryTag> e : chunks(dir.resolve("one/region")).entrySet()) {
            String status = ((StringBinaryTag) e.getValue().get("Status")).value();
            boolean planned = plan.contains(ChunkPos.x(e.getKey()), ChunkPos.z(e.getKey()));
            assertEquals(planned ? "minecraft:features" : "minecraft:carvers", status, ChunkPos.x(e.getKey()) + " " + ChunkPos.z(e.getKey()));
            if (planned) features++;
            else carvers++;
        }
        assertEquals(30, features);
        assertEquals(26, carvers);
        assertFalse(Files.exists(dir.resolve("one/journal.bin")), "a finished run leaves no journal");
    }

    /**
     * Stops after several numbers of decorations (with two workers, so decorations beyond the retired prefix are in
     * flight at the stop) and resumes: every chunk of the uninterrupted run is there, equal. A resumed chunk whose
     * last planned neighbour had already been decorated must still be written (a walkthrough found such chunks
     * missing after a resume).
     */
    @Test
    void aStoppedRunResumesToTheSameChunks(@TempDir Path dir) throws Exception {
        DimensionGenerator g = end();
        run(g, dir.resolve("whole"), 2, new Done(-1));
        Map<Long, CompoundBinaryTag> whole = chunks(dir.resolve("whole/region"));
        for (int stopAfter = 1; stopAfter < 30; stopAfter++) {
            Path parts = dir.resolve("parts" + stopAfter);
            Done first = new Done(stopAfter);
            GenerateJob.Result stopped = run(g, parts, 2, first);
            assertTrue(stopped.stopped());
            assertTrue(Files.exists(parts.resolve("journal.bin")), "a stopped run keeps its journal");
            Done second = new Done(-1);
            second.done.addAll(first.done);
            GenerateJob.Result resumed = run(g, parts, 2, second);
            assertFalse(resumed.stopped());
            assertEquals(whole.keySet(), chunks(parts.resolve("region")).keySet(), "stopped after " + stopAfter + ": the chunks written");
            assertEquals(whole, chunks(parts.resolve("region")), "stopped after " + stopAfter);
        }
    }

    /**
     * Structure pieces keep what placing them changed across a stop: over a 6 x 5 overworld area holding mineshaft
     * corridors that cross chunk borders (the start at chunk -53, 1; a corridor whose cave spider spawner is placed once
     * draws one number fewer in its later chunks, so its torches, cobwebs and rails move when that is forgotten), runs
     * stopped after {@link #STRUCTURE_STOPS} decorations and resumed end with the same chunks as an uninterrupted run.
     * Fails when the journal does not keep the starts (checked: a score of chunks of each of the stops after 14, 20 and
     * 23 decorations then differ, the corridors' and the chunks their features reach).
     */
    @Test
    void aStoppedRunPlacesStructurePiecesFromTheStateTheyHad(@TempDir Path dir) throws Exception {
        DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:overworld"), null, 13579L);
        RegionPlan plan = plan(-52, -1);
        run(g, dir.resolve("whole"), 2, new Done(-1), ChunkStep.FEATURES, plan);
        Map<Long, CompoundBinaryTag> whole = chunks(dir.resolve("whole/region"));
        java.util.List<String> differ = new ArrayList<>();
        for (int stopAfter : STRUCTURE_STOPS) {
            Path parts = dir.resolve("parts" + stopAfter);
            Done first = new Done(stopAfter);
            assertTrue(run(g, parts, 2, first, ChunkStep.FEATURES, plan).stopped());
            Done second = new Done(-1);
            second.done.addAll(first.done);
            assertFalse(run(g, parts, 2, second, ChunkStep.FEATURES, plan).stopped());
            Map<Long, CompoundBinaryTag> got = chunks(parts.resolve("region"));
            assertEquals(whole.keySet(), got.keySet(), "stopped after " + stopAfter + ": the chunks written");
            for (Long k : whole.keySet()) {
                if (!whole.get(k).equals(got.get(k))) differ.add("stopped after " + stopAfter + ": chunk " + ChunkPos.x(k) + " " + ChunkPos.z(k));
            }
        }
        assertEquals(List.of(), differ, "chunks that differ from the uninterrupted run's");
    }

    /** Stop points: with the journal keeping no starts, stops after 14, 15 and 20 to 23 of the 30 decorations differ. */
    private static final int[] STRUCTURE_STOPS = {5, 14, 20, 23, 27};

    /**
     * A chunk already on disk next to the area is never written into: the three area chunks beside it are left to the
     * game, and everything the run writes equals a run over the area without them (on an empty world).
     */
    @Test
    void areaChunksNextToExistingChunksAreLeftToTheGame(@TempDir Path dir) throws Exception {
        DimensionGenerator g = end();
        Path region = dir.resolve("w/region");
        Files.createDirectories(region);
        CompoundBinaryTag theirs = CompoundBinaryTag.builder().putInt("DataVersion", 4903).putString("Status", "minecraft:full").build();
        try (RegionFile f = RegionFile.open(region.resolve("r." + ((X0 + 3) >> 5) + "." + (Z0 >> 5) + ".mca"))) {
            f.write(X0 + 3, Z0 + 2, theirs, Compression.ZLIB); // next to the area's east column, at its middle row
        }
        GenerateJob.Result r = run(g, dir.resolve("w"), 2, new Done(-1));
        assertEquals(3, r.leftToGame(), "the area chunks within one chunk of the existing one");
        assertEquals(1, r.kept().otherVersion(), "a chunk Strata cannot read as 26.2's is counted as of another version");
        Map<Long, CompoundBinaryTag> got = chunks(region);
        assertEquals(theirs, got.remove(ChunkPos.pack(X0 + 3, Z0 + 2)), "the existing chunk is untouched");
        assertFalse(Files.exists(dir.resolve("w/" + DecorationJob.EXISTING_FILE)), "the saved list goes with the finished run");

        List<Long> rest = new ArrayList<>();
        for (int z = Z0; z < Z0 + 5; z++) {
            for (int x = X0 - 3; x < X0 + 3; x++) if (!(x == X0 + 2 && Math.abs(z - (Z0 + 2)) <= 1)) rest.add(ChunkPos.pack(x, z));
        }
        RegionPlan without = RegionPlan.ofChunks(Pattern.WORLD, rest.stream().mapToLong(Long::longValue).toArray());
        run(g, dir.resolve("clean"), 1, new Done(-1), ChunkStep.FEATURES, without);
        assertEquals(chunks(dir.resolve("clean/region")), got);
        for (int dz = -1; dz <= 1; dz++) {
            CompoundBinaryTag left = got.get(ChunkPos.pack(X0 + 2, Z0 + 2 + dz));
            assertEquals("minecraft:carvers", left.getString("Status"), "left to the game, written as a ring chunk");
        }
    }

    /**
     * With an existing chunk next to the area, a run stopped part way and resumed leaves the same chunks to the game
     * and writes the same chunks as one uninterrupted run: the resumed run reads the saved list rather than taking the
     * chunks it wrote itself for existing ones.
     */
    @Test
    void aResumedRunLeavesTheSameChunksToTheGame(@TempDir Path dir) throws Exception {
        DimensionGenerator g = end();
        CompoundBinaryTag theirs = CompoundBinaryTag.builder().putInt("DataVersion", 4903).putString("Status", "minecraft:full").build();
        Map<Long, CompoundBinaryTag> whole = null;
        for (int stopAfter : new int[] {-1, 4, 11}) {
            Path w = dir.resolve("w" + stopAfter);
            Files.createDirectories(w.resolve("region"));
            try (RegionFile f = RegionFile.open(w.resolve("region/r." + ((X0 - 4) >> 5) + "." + (Z0 >> 5) + ".mca"))) {
                f.write(X0 - 4, Z0, theirs, Compression.ZLIB); // next to the area's north-west corner
            }
            Done first = new Done(stopAfter);
            GenerateJob.Result r = run(g, w, 2, first);
            if (stopAfter > 0) {
                assertTrue(r.stopped());
                assertTrue(Files.exists(w.resolve(DecorationJob.EXISTING_FILE)), "a stopped run keeps the list");
                Done second = new Done(-1);
                second.done.addAll(first.done);
                r = run(g, w, 2, second);
                assertFalse(r.stopped());
            }
            Map<Long, CompoundBinaryTag> got = chunks(w.resolve("region"));
            if (whole == null) {
                assertEquals(2, r.leftToGame());
                whole = got;
            } else {
                assertEquals(whole, got, "stopped after " + stopAfter);
            }
        }
    }

    /** A 4 x 5 area east of {@link #plan()}: its first column is the first area's ring. */
    private static List<Long> eastArea() {
        List<Long> out = new ArrayList<>();
        for (int z = Z0; z < Z0 + 5; z++) for (int x = X0 + 3; x < X0 + 7; x++) out.add(ChunkPos.pack(x, z));
        return out;
    }

    /**
     * Extending an area: a second features run east of the first continues the first run's ring (proto chunks at
     * carvers that the first area's features wrote into) instead of generating those chunks afresh. Its column next
     * to the first area (decorated chunks, at the target already) is left to the game. Everything on disk then equals
     * one run over both areas without that column, in the same order: a continued chunk is the chunk as it was.
     */
    @Test
    void aSecondRunContinuesTheFirstRunsRing(@TempDir Path dir) throws Exception {
        DimensionGenerator g = nether(); // its features cross chunk borders here (the End's outer islands do not)
        Path w = dir.resolve("w");
        run(g, w, 2, new Done(-1));
        List<Long> east = eastArea();
        RegionPlan second = RegionPlan.ofChunks(Pattern.WORLD, east.stream().mapToLong(Long::longValue).toArray());
        DecorationJob job = new DecorationJob(g, new DecorationJob.Settings(w.resolve("region"), Compression.ZLIB, 2, 1234,
                w.resolve("journal2.bin"), false, ChunkStep.FEATURES), new Done(-1), null);
        GenerateJob.Result r = job.run(work(second), second::contains, new Done(-1));
        assertEquals(5, r.leftToGame(), "the column next to the first area, whose chunks are decorated already");
        assertEquals(7, r.continued(), "the first run's ring chunks the second area's decorations reach (its column and two corners)");

        List<Long> both = new ArrayList<>();
        for (long c : plan().regions().stream().flatMapToLong(t -> java.util.Arrays.stream(t.chunks())).toArray()) both.add(c);
        for (long c : east) if (ChunkPos.x(c) != X0 + 3) both.add(c);
        RegionPlan reference = RegionPlan.ofChunks(Pattern.WORLD, both.stream().mapToLong(Long::longValue).toArray());
        run(g, dir.resolve("ref"), 1, new Done(-1), ChunkStep.FEATURES, reference);
        Map<Long, CompoundBinaryTag> got = chunks(w.resolve("region")), want = chunks(dir.resolve("ref/region"));
        assertEquals(want.keySet(), got.keySet());
        for (long k : want.keySet()) assertTrue(want.get(k).equals(got.get(k)), "chunk " + ChunkPos.x(k) + " " + ChunkPos.z(k));
    }

    /**
     * A run that continues another run's ring and is killed while it writes them: the continued chunks' stored bytes
     * are being replaced, so the journal that holds them comes before the writes, and the resumed run writes what an
     * uninterrupted one writes (were they written first, it would read the decorated chunks back and decorate into them
     * again).
     */
    @Test
    void aRunKilledWhileWritingTheChunksItContinuedResumesToTheSameChunks(@TempDir Path dir) throws Exception {
        DimensionGenerator g = nether();
        Path w = dir.resolve("w");
        run(g, w, 2, new Done(-1));
        Path killed = dir.resolve("killed");
        Files.createDirectories(killed.resolve("region"));
        try (Stream<Path> files = Files.list(w.resolve("region"))) {
            for (Path f : files.toList()) Files.copy(f, killed.resolve("region").resolve(f.getFileName()));
        }
        RegionPlan second = RegionPlan.ofChunks(Pattern.WORLD, eastArea().stream().mapToLong(Long::longValue).toArray());
        GenerateJob.Result whole = new DecorationJob(g, new DecorationJob.Settings(w.resolve("region"), Compression.ZLIB, 2, 1234,
                w.resolve("journal2.bin"), false, ChunkStep.FEATURES), new Done(-1), null).run(work(second), second::contains, new Done(-1));
        assertEquals(7, whole.continued());
        Done first = new Done(-1);
        DecorationJob crashing = new DecorationJob(g, new DecorationJob.Settings(killed.resolve("region"), Compression.ZLIB, 2, 1234,
                killed.resolve("journal2.bin"), false, ChunkStep.FEATURES), first, null);
        crashing.afterRegionFile = (rx, rz) -> {
            throw new IOException("simulated kill after the first region file");
        };
        assertThrows(IOException.class, () -> crashing.run(work(second), second::contains, first));
        assertTrue(Files.exists(killed.resolve("journal2.bin")), "the journal was saved before the writes");
        Done resumed = new Done(-1);
        resumed.done.addAll(first.done);
        new DecorationJob(g, new DecorationJob.Settings(killed.resolve("region"), Compression.ZLIB, 2, 1234, killed.resolve("journal2.bin"), false,
                ChunkStep.FEATURES), resumed, null).run(work(second), second::contains, resumed);
        Map<Long, CompoundBinaryTag> got = chunks(killed.resolve("region")), want = chunks(w.resolve("region"));
        assertEquals(want.keySet(), got.keySet());
        for (long k : want.keySet()) assertTrue(want.get(k).equals(got.get(k)), "chunk " + ChunkPos.x(k) + " " + ChunkPos.z(k));
    }

    /**
     * {@code --force} over an area Strata wrote: the area is regenerated, and so is its ring (proto chunks at carvers
     * holding what the area's features wrote into them), since every decorated chunk that wrote into the ring is
     * decorated again. Reading the ring back would put the area's features into it twice. Everything on disk then
     * equals the first run's chunks; a ring chunk next to a decorated chunk the run does not redo is still read back.
     */
    @Test
    void forceOverAnAreaStrataWroteRegeneratesItsRingAfresh(@TempDir Path dir) throws Exception {
        DimensionGenerator g = nether();
        Path w = dir.resolve("w");
        run(g, w, 2, new Done(-1));
        Map<Long, CompoundBinaryTag> first = chunks(w.resolve("region"));
        RegionPlan plan = plan();
        // --force over the west half: its east column lies next to decorated chunks it leaves alone (so it is left to the
        // game), so only the ring chunks whose decorated neighbours are all in the two columns it decorates are regenerated
        List<Long> westChunks = new ArrayList<>();
        for (int z = Z0; z < Z0 + 5; z++) for (int x = X0 - 3; x < X0; x++) westChunks.add(ChunkPos.pack(x, z));
        RegionPlan west = RegionPlan.ofChunks(Pattern.WORLD, westChunks.stream().mapToLong(Long::longValue).toArray());
        ExistingChunks westScan = ExistingChunks.scan(work(west), west::contains, (x, z) -> false, w.resolve("region"), true, ChunkStep.FEATURES);
        assertEquals(9, westScan.afreshCount(), "the ring's west column and the two chunks east of its corners");
        assertTrue(westScan.afresh(X0 - 3, Z0 - 1) && !westScan.afresh(X0 - 2, Z0 - 1) && westScan.afresh(X0 - 4, Z0 + 5));
        ExistingChunks plain = ExistingChunks.scan(work(plan), plan::contains, (x, z) -> false, w.resolve("region"), false, ChunkStep.FEATURES);
        assertEquals(0, plain.afreshCount(), "without --force the area stays and the ring is read back");
        Done done = new Done(-1);
        DecorationJob job = new DecorationJob(g, new DecorationJob.Settings(w.resolve("region"), Compression.ZLIB, 2, 1234,
                w.resolve("journal2.bin"), true, ChunkStep.FEATURES), done, null);
        done.job = job;
        GenerateJob.Result r = job.run(work(plan), plan::contains, done);
        assertEquals(0, r.leftToGame());
        assertEquals(26, r.continued(), "the ring, taken on and generated afresh to carvers");
        Map<Long, CompoundBinaryTag> got = chunks(w.resolve("region"));
        assertEquals(first.keySet(), got.keySet());
        for (long k : first.keySet()) assertTrue(first.get(k).equals(got.get(k)), "chunk " + ChunkPos.x(k) + " " + ChunkPos.z(k));
    }

    /**
     * Lighting a features area afterwards: a light run over the first area and its ring continues both, the area's
     * chunks as decorated (not decorated again) and the ring's from carvers, and lights them; everything then equals
     * one light run over the whole, the first area first.
     */
    @Test
    void aLightRunContinuesAFeaturesAreaAndItsRing(@TempDir Path dir) throws Exception {
        DimensionGenerator g = nether();
        Path w = dir.resolve("w");
        int x0 = X0 + 8; // the areas and rings inside one region, so the reference's plan order is the first area, then the ring
        RegionPlan first = plan(x0, Z0);
        run(g, w, 2, new Done(-1), ChunkStep.FEATURES, first); // the 6 x 5 area at features, its ring at carvers
        List<Long> whole = new ArrayList<>();
        for (long c : first.regions().stream().flatMapToLong(t -> java.util.Arrays.stream(t.chunks())).toArray()) whole.add(c);
        for (int z = Z0 - 1; z <= Z0 + 5; z++) {
            for (int x = x0 - 4; x <= x0 + 3; x++) if (!whole.contains(ChunkPos.pack(x, z))) whole.add(ChunkPos.pack(x, z));
        }
        RegionPlan grown = RegionPlan.ofChunks(Pattern.WORLD, whole.stream().mapToLong(Long::longValue).toArray());
        GenerateJob.Result r = run(g, w, 2, new Done(-1), ChunkStep.LIGHT, grown);
        assertEquals(0, r.leftToGame());
        assertEquals(30 + 26, r.continued(), "the first area's chunks and its ring");
        assertFalse(Files.exists(w.resolve(DecorationJob.EXISTING_FILE)));
        run(g, dir.resolve("ref"), 1, new Done(-1), ChunkStep.LIGHT, grown);
        Map<Long, CompoundBinaryTag> got = chunks(w.resolve("region")), want = chunks(dir.resolve("ref/region"));
        assertEquals(want.keySet(), got.keySet());
        for (long k : want.keySet()) assertTrue(want.get(k).equals(got.get(k)), "chunk " + ChunkPos.x(k) + " " + ChunkPos.z(k));
    }

    /**
     * A lit area is not reopened: its lit chunks are at the target, and its edge (decorated, at initialize_light) lies
     * next to them, so a light run over the area grown by two leaves the whole first area as it was (it would have to
     * update the lit chunks' light when the ring's features write into the edge) and leaves the old ring, next to the
     * edge, to the game; it decorates only the chunks beyond.
     */
    @Test
    void aLitAreaIsLeftAsItIs(@TempDir Path dir) throws Exception {
        DimensionGenerator g = end();
        Path w = dir.resolve("w");
        int x0 = X0 + 8;
        RegionPlan first = plan(x0, Z0);
        run(g, w, 2, new Done(-1), ChunkStep.LIGHT, first);
        Map<Long, CompoundBinaryTag> before = chunks(w.resolve("region"));
        List<Long> grown = new ArrayList<>();
        for (int z = Z0 - 2; z <= Z0 + 6; z++) for (int x = x0 - 5; x <= x0 + 4; x++) grown.add(ChunkPos.pack(x, z));
        RegionPlan second = RegionPlan.ofChunks(Pattern.WORLD, grown.stream().mapToLong(Long::longValue).toArray());
        GenerateJob.Result r = run(g, w, 2, new Done(-1), ChunkStep.LIGHT, second);
        assertEquals(26, r.leftToGame(), "the old ring");
        assertEquals(30, r.skipped(), "the old area");
        Map<Long, CompoundBinaryTag> after = chunks(w.resolve("region"));
        for (long k : first.regions().stream().flatMapToLong(t -> java.util.Arrays.stream(t.chunks())).toArray()) {
            assertTrue(before.get(k).equals(after.get(k)), "chunk " + ChunkPos.x(k) + " " + ChunkPos.z(k) + " of the lit area is unchanged");
        }
    }

    /** The section list of a chunk without its light arrays (the blocks, biomes and the rest as written). */
    private static CompoundBinaryTag withoutLight(CompoundBinaryTag chunk) throws Exception {
        ChunkData d = ChunkCodec.decode(chunk);
        d.sections().removeIf(sec -> !sec.hasBlockStates() && !sec.hasBiomes());
        for (ChunkSection sec : d.sections()) {
            sec.setSkyLight(null);
            sec.setBlockLight(null);
        }
        d.remove("isLightOn");
        d.put("Status", StringBinaryTag.stringBinaryTag("-"));
        return ChunkCodec.encode(d);
    }

    /**
     * The light run writes the 12 chunks whose neighbours are all planned at light, the 18 next to the ring at
     * initialize_light and the ring as the features run does; blocks equal the features run's; the same bytes for
     * 1, 2 and 4 workers; every chunk's light is what the relight engine computes from the written chunks (lit
     * chunks as sources, initialize_light ones carrying light, the ring at carvers missing), chunk by chunk. The
     * End: sky light under floating islands.
     */
    @Test
    void theEndsLightIsWhatRelightComputes(@TempDir Path dir) throws Exception {
        int shaded = lightRun(end(), plan(), dir, true);
        assertTrue(shaded > 1000, "sky light spreads under the islands (" + shaded + " cells), so the check says something");
    }

    /** As {@link #theEndsLightIsWhatRelightComputes} in the nether across a region border: lava's block light, no sky. */
    @Test
    void theNethersLightIsWhatRelightComputes(@TempDir Path dir) throws Exception {
        int lit = lightRun(nether(), plan(0, 0), dir, false);
        assertTrue(lit > 100000, "lava lights the nether (" + lit + " cells), so the check says something");
    }

    /** Runs the checks of the light tests; returns the cells of the area with light strictly between 0 and 15. */
    private static int lightRun(DimensionGenerator g, RegionPlan plan, Path dir, boolean sky) throws Exception {
        GenerateJob.Result one = run(g, dir.resolve("one"), 1, new Done(-1), ChunkStep.LIGHT, plan);
        run(g, dir.resolve("two"), 2, new Done(-1), ChunkStep.LIGHT, plan);
        run(g, dir.resolve("four"), 4, new Done(-1), ChunkStep.LIGHT, plan);
        run(g, dir.resolve("features"), 2, new Done(-1), ChunkStep.FEATURES, plan);
        assertEquals(30, one.generated());
        assertEquals(56, one.written());
        byte[] b1 = bytes(dir.resolve("one/region"));
        assertArrayEquals(b1, bytes(dir.resolve("two/region")), "2 workers");
        assertArrayEquals(b1, bytes(dir.resolve("four/region")), "4 workers");
        assertFalse(Files.exists(dir.resolve("one/journal.bin")), "a finished run leaves no journal");
        Map<Long, CompoundBinaryTag> lit = chunks(dir.resolve("one/region"));
        Map<Long, CompoundBinaryTag> features = chunks(dir.resolve("features/region"));
        assertEquals(features.keySet(), lit.keySet());
        Map<String, Integer> counts = new TreeMap<>();
        for (Map.Entry<Long, CompoundBinaryTag> e : lit.entrySet()) {
            int x = ChunkPos.x(e.getKey()), z = ChunkPos.z(e.getKey());
            String status = ((StringBinaryTag) e.getValue().get("Status")).value();
            counts.merge(status, 1, Integer::sum);
            boolean interior = true;
            for (int dz = -1; dz <= 1; dz++) for (int dx = -1; dx <= 1; dx++) interior &= plan.contains(x + dx, z + dz);
            String expected = !plan.contains(x, z) ? "minecraft:carvers" : interior ? "minecraft:light" : "minecraft:initialize_light";
            assertEquals(expected, status, x + " " + z);
            if (!plan.contains(x, z)) {
                assertEquals(features.get(e.getKey()), e.getValue(), "the ring as a features run writes it: " + x + " " + z);
            } else {
                assertEquals(withoutLight(features.get(e.getKey())), withoutLight(e.getValue()), "blocks as decorated: " + x + " " + z);
                ChunkData d = ChunkCodec.decode(e.getValue());
                assertEquals(interior ? Boolean.TRUE : null, d.isLightOn(), x + " " + z);
            }
        }
        assertEquals(Map.of("minecraft:carvers", 26, "minecraft:initialize_light", 18, "minecraft:light", 12), counts);
        // the relight engine on the written chunks, one 3 x 3 window per chunk of the area
        ChunkData any = ChunkCodec.decode(lit.values().iterator().next());
        int minSection = any.minSectionY();
        int sections = (int) any.sections().stream().filter(ChunkSection::hasBlockStates).count();
        ChunkLighting relight = new ChunkLighting(BlockStateRegistry.vanilla(), new LightEngine(LightTables.vanilla(), minSection, sections, sky));
        int between = 0;
        for (Map.Entry<Long, CompoundBinaryTag> e : lit.entrySet()) {
            int x = ChunkPos.x(e.getKey()), z = ChunkPos.z(e.getKey());
            if (!plan.contains(x, z)) continue;
            relight.engine().reset(x - 1, z - 1, 3, 3);
            for (int dz = -1; dz <= 1; dz++) {
                for (int dx = -1; dx <= 1; dx++) {
                    ChunkData nd = ChunkCodec.decode(lit.get(ChunkPos.pack(x + dx, z + dz)));
                    if (!ChunkLighting.carriesLight(nd.status())) continue;
                    relight.load(nd, Boolean.TRUE.equals(nd.isLightOn()));
                }
            }
            relight.engine().compute();
            ChunkData d = ChunkCodec.decode(e.getValue());
            assertEquals(0, relight.differences(d), "light of " + x + " " + z);
            for (ChunkSection sec : d.sections()) {
                for (byte[] light : new byte[][] {sec.skyLight(), sec.blockLight()}) {
                    if (light == null) continue;
                    for (byte b : light) {
                        int lo = b & 15, hi = (b >> 4) & 15;
                        if (lo > 0 && lo < 15) between++;
                        if (hi > 0 && hi < 15) between++;
                    }
                }
            }
        }
        return between;
    }

    /**
     * As {@link #aStoppedRunResumesToTheSameChunks}, for a light run in the nether: a chunk is lit only once its
     * neighbours' blocks are final, and kept until its neighbours are lit, across the journal too.
     */
    @Test
    void aStoppedLightRunResumesToTheSameChunks(@TempDir Path dir) throws Exception {
        DimensionGenerator g = nether();
        RegionPlan plan = plan(0, 0);
        run(g, dir.resolve("whole"), 2, new Done(-1), ChunkStep.LIGHT, plan);
        Map<Long, CompoundBinaryTag> whole = chunks(dir.resolve("whole/region"));
        for (int stopAfter = 1; stopAfter < 30; stopAfter += 4) {
            Path parts = dir.resolve("parts" + stopAfter);
            Done first = new Done(stopAfter);
            GenerateJob.Result stopped = run(g, parts, 2, first, ChunkStep.LIGHT, plan);
            assertTrue(stopped.stopped());
            Done second = new Done(-1);
            second.done.addAll(first.done);
            GenerateJob.Result resumed = run(g, parts, 2, second, ChunkStep.LIGHT, plan);
            assertFalse(resumed.stopped());
            Map<Long, CompoundBinaryTag> got = chunks(parts.resolve("region"));
            assertEquals(whole.keySet(), got.keySet(), "stopped after " + stopAfter + ": the chunks written");
            for (long k : whole.keySet()) {
                assertTrue(whole.get(k).equals(got.get(k)), "stopped after " + stopAfter + ": chunk " + ChunkPos.x(k) + " " + ChunkPos.z(k));
            }
        }
    }

    /**
     * A features run keeping no chunk in memory between regions (the decorated chunks waiting for the second region and
     * the ring chunks written into go to the spill folder and come back when the second region needs them) writes the
     * same bytes as one keeping them all, and resumes from a stop to the same chunks.
     */
    @Test
    void aFeaturesRunWithItsKeptChunksOnDiskWritesTheSameChunks(@TempDir Path dir) throws Exception {
        DimensionGenerator g = end();
        run(g, dir.resolve("whole"), 2, new Done(-1));
        Done spilled = new Done(-1);
        run(g, dir.resolve("spilled"), 2, spilled, ChunkStep.FEATURES, plan(), 0);
        assertTrue(spilled.job.spilledChunks() > 5, "chunks were moved to disk: " + spilled.job.spilledChunks());
        assertArrayEquals(bytes(dir.resolve("whole/region")), bytes(dir.resolve("spilled/region")));
        Map<Long, CompoundBinaryTag> whole = chunks(dir.resolve("whole/region"));
        for (int stopAfter : new int[] {3, 17, 24}) {
            Path parts = dir.resolve("parts" + stopAfter);
            Done first = new Done(stopAfter);
            assertTrue(run(g, parts, 2, first, ChunkStep.FEATURES, plan(), 0).stopped());
            Done second = new Done(-1);
            second.done.addAll(first.done);
            assertFalse(run(g, parts, 2, second, ChunkStep.FEATURES, plan(), 0).stopped());
            assertEquals(whole, chunks(parts.resolve("region")), "kept none, stopped after " + stopAfter);
        }
    }
}
