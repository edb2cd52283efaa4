package dev.strata.regionio.chunk;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.regionio.Fixtures;
import dev.strata.regionio.UnsupportedWorldException;
import dev.strata.regionio.block.BlockStateRegistry;
import dev.strata.regionio.nbt.NbtIO;
import dev.strata.regionio.region.RegionFile;
import java.nio.file.Files;
import java.nio.file.Path;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.Test;

/** Every chunk of every fixture: decode, re-encode, compare at the NBT level. */
class ChunkCodecFixturesTest {

    @Test
    void everyFixtureChunkRoundTripsLosslessly() throws Exception {
        int decoded = 0;
        int refused = 0;
        int sectionsRepacked = 0;
        for (Path p : Fixtures.files(".mca")) {
            if (p.toString().contains("/broken/") || p.toString().contains("/entities/") || p.toString().contains("/poi/")) continue;
            try (RegionFile r = RegionFile.openReadOnly(p)) {
                for (int[] c : r.chunks()) {
                    CompoundBinaryTag tag = r.read(c[0], c[1]).orElseThrow();
                    // NBT level: serialize and parse back
                    assertEquals(tag, NbtIO.read(NbtIO.write(tag)), p + " " + c[0] + "," + c[1]);
                    if (tag.get("Level") != null) {
                        assertThrows(UnsupportedWorldException.class, () -> ChunkCodec.decode(tag));
                        refused++;
                        continue;
                    }
                    ChunkData chunk = ChunkCodec.decode(tag);
                    assertEquals(c[0], chunk.x());
                    assertEquals(c[1], chunk.z());
                    assertTrue(tag.equals(ChunkCodec.encode(chunk)), () -> p + " chunk " + c[0] + "," + c[1] + " differs after re-encoding");
                    // the packer reproduces the game's data arrays bit for bit
                    for (ChunkSection s : chunk.sections()) {
                        if (s.blockStates != null && s.blockStates.originalData != null) {
                            assertArrayEquals(s.blockStates.originalData, ChunkCodec.repackBlockStates(s), p + " " + c[0] + "," + c[1] + " Y=" + s.y());
                            sectionsRepacked++;
                        }
                        if (s.biomes != null && s.biomes.originalData != null) {
                            assertArrayEquals(s.biomes.originalData, ChunkCodec.repackBiomes(s), p + " biomes Y=" + s.y());
                        }
                    }
                    decoded++;
                }
            }
        }
        assertEquals(8886, decoded);
        // 1.12.2 105 + 1.13.2 189 + 1.14.4 299 + 1.16 253 + 1.17.1 144 + amulet 1.17.1 7 + querz 1.17.1 1
        assertEquals(998, refused);
        assertTrue(sectionsRepacked > 10000, "repacked " + sectionsRepacked);
    }

    @Test
    void paper262ChunksDecodeAndMapToStateIds() throws Exception {
        BlockStateRegistry reg = BlockStateRegistry.vanilla();
        int n = 0;
        for (Path p : Fixtures.files(".nbt")) {
            if (!p.toString().contains("paper-26.2")) continue;
            CompoundBinaryTag tag = NbtIO.read(Files.readAllBytes(p));
            ChunkData chunk = ChunkCodec.decode(tag);
            assertEquals(4903, chunk.dataVersion());
            assertEquals(tag, ChunkCodec.encode(chunk));
            for (ChunkSection s : chunk.sections()) {
                if (!s.hasBlockStates()) continue;
                int[] ids = s.blockStateIds(reg, null);
                // palette index and state id agree block by block
                for (int i = 0; i < 4096; i += 97) {
                    assertEquals(ChunkSection.stateId(reg, s.blockPalette().get(s.blockPaletteIndex(i & 15, i >> 8, (i >> 4) & 15)), ""), ids[i]);
                }
            }
            n++;
        }
        assertEquals(7, n);
    }

    @Test
    void overworldSurfaceChunkHasExpectedShape() throws Exception {
        Path p = Fixtures.regions().resolve("paper-26.2/chunk/overworld/0.0/0.0.nbt");
        ChunkData chunk = ChunkCodec.decode(NbtIO.read(Files.readAllBytes(p)));
        assertEquals(-4, chunk.minSectionY());
        assertTrue(chunk.status().endsWith("full"), chunk.status());
        ChunkSection bottom = chunk.section(-4);
        int[] ids = bottom.blockStateIds(BlockStateRegistry.vanilla(), null);
        // y = -64 is bedrock everywhere in a default overworld
        int bedrock = BlockStateRegistry.vanilla().parse("bedrock");
        for (int i = 0; i < 256; i++) assertEquals(bedrock, ids[i]);
    }
}
