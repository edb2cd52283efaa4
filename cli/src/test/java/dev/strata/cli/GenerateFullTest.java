package dev.strata.cli;

import static dev.strata.cli.CliTesting.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.cli.CliTesting.Run;
import dev.strata.regionio.chunk.EntityChunk;
import dev.strata.regionio.region.RegionFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code generate} to {@code full} (the default) in the overworld: the chunks it lights are written at full and the
 * creatures the game spawns at generation go to the dimension's {@code entities/} files as the game stores them, one
 * record per chunk that has any, each mob inside its chunk; the chunks of both do not depend on {@code --workers} (the
 * region headers' timestamps are the run's).
 */
class GenerateFullTest {
    private static Run generate(Path world, int workers) {
        return run("generate", "--world", world.toString(), "--data", DumpChunkCommandTest.data(), "--seed", "13579", "--center", "0,0",
                "--radius", "5c", "--workers", String.valueOf(workers), "--quiet");
    }

    private static List<Path> files(Path folder) throws Exception {
        try (Stream<Path> s = Files.list(folder)) {
            return s.sorted().toList();
        }
    }

    @Test
    void theDefaultFinishesChunksWithTheirCreatures(@TempDir Path dir) throws Exception {
        Path one = dir.resolve("one"), two = dir.resolve("two");
        Run r = generate(two, 2);
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.out().contains("finished: 64 chunks at minecraft:full;"), r.out());
        Path entities = two.resolve("dimensions/minecraft/overworld/entities");
        int mobs = 0;
        List<String> types = new ArrayList<>();
        for (Path f : files(entities)) {
            try (RegionFile rf = RegionFile.openReadOnly(f)) {
                for (int[] c : rf.chunks()) {
                    EntityChunk ec = EntityChunk.fromNbt(rf.read(c[0], c[1]).orElseThrow(), f + " " + c[0] + " " + c[1]);
                    assertEquals(4903, ec.dataVersion());
                    assertEquals(c[0], ec.chunkX());
                    assertFalse(ec.entities().isEmpty(), "no record for a chunk without entities");
                    for (CompoundBinaryTag e : ec.entities()) {
                        ListBinaryTag pos = e.getList("Pos");
                        assertEquals(c[0], (int) Math.floor(pos.getDouble(0)) >> 4, e.toString());
                        assertEquals(c[1], (int) Math.floor(pos.getDouble(2)) >> 4, e.toString());
                        assertEquals(4, e.getIntArray("UUID").length, e.toString());
                        types.add(e.getString("id"));
                        mobs++;
                    }
                    CompoundBinaryTag chunk;
                    try (RegionFile terrain = RegionFile.openReadOnly(two.resolve("dimensions/minecraft/overworld/region").resolve(f.getFileName()))) {
                        chunk = terrain.read(c[0], c[1]).orElseThrow();
                    }
                    assertEquals("minecraft:full", chunk.getString("Status"), "entities only for finished chunks");
                    assertFalse(chunk.keySet().contains("entities"), "a full chunk keeps no entities list");
                }
            }
        }
        assertTrue(mobs > 0, "creatures spawned in the area: " + types);

        // a re-run over the finished area: every chunk is left as it is (it used to stop with an internal error on full chunks)
        Run again = generate(two, 2);
        assertEquals(ExitCodes.OK, again.code(), again.err());
        assertTrue(again.out().contains("nothing to do"), again.out());

        assertEquals(ExitCodes.OK, generate(one, 1).code());
        for (String kind : List.of("region", "entities")) {
            List<Path> a = files(one.resolve("dimensions/minecraft/overworld/" + kind)), b = files(entities.resolveSibling(kind));
            assertEquals(a.stream().map(Path::getFileName).toList(), b.stream().map(Path::getFileName).toList());
            for (int i = 0; i < a.size(); i++) {
                try (RegionFile x = RegionFile.openReadOnly(a.get(i)); RegionFile y = RegionFile.openReadOnly(b.get(i))) {
                    assertEquals(x.chunks().size(), y.chunks().size(), a.get(i).toString());
                    for (int[] c : x.chunks()) {
                        assertTrue(x.read(c[0], c[1]).orElseThrow().equals(y.read(c[0], c[1]).orElseThrow()), a.get(i) + " chunk " + c[0] + " " + c[1]);
                    }
                }
            }
        }
    }

    /**
     * An area too small to finish any chunk (every chunk at its edge) says so before it runs, and so does its dry run,
     * with the advice to plan wider; the dry run says how many chunks will be full, at the edge and in the ring, and a
     * wider area's dry run agrees with what its run writes. The walkthrough's one-chunk run finished nothing, silently.
     */
    @Test
    void anAreaTooSmallToFinishAnythingSaysSoBeforeItRuns(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        String data = DumpChunkCommandTest.data();
        Run dry = run("generate", "--world", world.toString(), "--data", data, "--seed", "13579", "--radius", "1c", "--dry-run");
        assertEquals(ExitCodes.OK, dry.code(), dry.err());
        assertTrue(dry.out().contains("written at minecraft:full: 0 chunks; at minecraft:initialize_light (proto chunks at the area's "
                + "edge, for the game to finish): 4 chunks; the ring of 12 chunks around it at minecraft:carvers"), dry.out());
        assertTrue(dry.out().contains("warning: no chunk of this area will be at minecraft:full"), dry.out());
        Run wider = run("generate", "--world", world.toString(), "--data", data, "--seed", "13579", "--radius", "2c", "--dry-run");
        assertTrue(wider.out().contains("written at minecraft:full: 4 chunks; at minecraft:initialize_light (proto chunks at the "
                + "area's edge, for the game to finish): 12 chunks; the ring of 20 chunks around it"), wider.out());
        assertFalse(wider.out().contains("warning"), wider.out());

        Run one = run("generate", "--world", world.toString(), "--data", data, "--seed", "13579", "--radius", "0", "--until", "light");
        assertEquals(ExitCodes.OK, one.code(), one.err());
        int warning = one.err().indexOf("warning: no chunk of this area will be at minecraft:light");
        assertTrue(warning >= 0, one.err());
        assertTrue(warning < one.err().indexOf("minecraft:overworld: 1 chunk in 1 region"), "warned before the run: " + one.err());
        assertTrue(one.out().contains("light: 0 chunks at minecraft:light; the 1 chunk at the area's edge is at "
                + "minecraft:initialize_light"), one.out());
        assertTrue(one.out().contains("the ring of 8 chunks at minecraft:carvers"), one.out());
        assertTrue(one.out().contains("wrote 9 chunks"), one.out());
    }
}
