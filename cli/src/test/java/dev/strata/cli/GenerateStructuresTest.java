package dev.strata.cli;

import static dev.strata.cli.CliTesting.run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.cli.CliTesting.Run;
import dev.strata.regionio.chunk.ChunkCodec;
import dev.strata.regionio.chunk.ChunkData;
import dev.strata.regionio.region.RegionFile;
import java.nio.file.Path;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import net.kyori.adventure.nbt.LongArrayBinaryTag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Chunks carry the starts and references of the structures Strata builds, as the game saves them: the game-made
 * mineshaft that starts in chunk (-99, 5) of seed 13579 (105 pieces, {@code fixtures/vanilla-hashes-13579}), in its
 * start chunk under {@code structures.starts}, and referenced from that chunk and its neighbours under
 * {@code structures.References}; with the server's {@code generate-structures=false} neither.
 */
class GenerateStructuresTest {

    @Test
    void aMineshaftStartAndItsReferences(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        Run r = run("generate", "--world", world.toString(), "--data", DumpChunkCommandTest.data(), "--seed", "13579", "--center", "-99c,5c",
                "--radius", "1c", "--until", "noise", "--quiet");
        assertEquals(0, r.code(), r.err());
        CompoundBinaryTag start = structures(world, -99, 5);
        CompoundBinaryTag mineshaft = start.getCompound("starts").getCompound("minecraft:mineshaft");
        assertEquals("minecraft:mineshaft", mineshaft.getString("id"));
        assertEquals(-99, mineshaft.getInt("ChunkX"));
        assertEquals(5, mineshaft.getInt("ChunkZ"));
        ListBinaryTag children = mineshaft.getList("Children");
        assertEquals(105, children.size());
        long[] self = {(-99 & 0xFFFFFFFFL) | (5L << 32)}; // the game's ChunkPos.pack: x in the low half, z in the high
        assertArrayEquals(self, ((LongArrayBinaryTag) start.getCompound("References").get("minecraft:mineshaft")).value());
        CompoundBinaryTag next = structures(world, -100, 5);
        assertEquals(0, next.getCompound("starts").size(), "the neighbour starts nothing");
        assertArrayEquals(self, ((LongArrayBinaryTag) next.getCompound("References").get("minecraft:mineshaft")).value());
        // inspect shows them: the start with its pieces, and the references decoded with the game's packing
        Run shown = run("inspect", world.toString(), "--chunk", "-99,5");
        assertEquals(0, shown.code(), shown.err());
        assertTrue(shown.out().contains("structure start: minecraft:mineshaft at chunk (-99, 5), 105 piece(s)"), shown.out());
        assertTrue(shown.out().contains("structure references: minecraft:mineshaft from (-99, 5)"), shown.out());
    }

    @Test
    void noneWithTheServersGenerateStructuresOff(@TempDir Path dir) throws Exception {
        Path server = dir.resolve("server");
        java.nio.file.Files.createDirectories(server);
        java.nio.file.Files.writeString(server.resolve("server.properties"), "level-name=world\ngenerate-structures=false\n");
        Run r = run("generate", "--world", server.toString(), "--data", DumpChunkCommandTest.data(), "--seed", "13579", "--center", "-99c,5c",
                "--radius", "1c", "--until", "noise", "--quiet");
        assertEquals(0, r.code(), r.err());
        CompoundBinaryTag start = structures(server.resolve("world"), -99, 5);
        assertEquals(0, start.getCompound("starts").size());
        assertEquals(0, start.getCompound("References").size());
    }

    private static CompoundBinaryTag structures(Path world, int cx, int cz) throws Exception {
        Path region = world.resolve("dimensions/minecraft/overworld/region").resolve("r." + (cx >> 5) + "." + (cz >> 5) + ".mca");
        try (RegionFile f = RegionFile.openReadOnly(region)) {
            ChunkData c = ChunkCodec.decode(f.read(cx, cz).orElseThrow());
            assertTrue(c.status().endsWith("noise"), c.status());
            return c.structures();
        }
    }
}
