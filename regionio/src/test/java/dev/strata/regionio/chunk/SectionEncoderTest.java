package dev.strata.regionio.chunk;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.strata.regionio.block.BlockStateRegistry;
import dev.strata.regionio.nbt.NbtIO;
import java.util.List;
import java.util.Random;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.LongArrayBinaryTag;
import org.junit.jupiter.api.Test;

class SectionEncoderTest {
    private final BlockStateRegistry reg = BlockStateRegistry.vanilla();
    private final List<String> biomes = List.of("minecraft:plains", "minecraft:forest", "minecraft:river");

    @Test
    void singleStateSectionHasNoDataAndFourBitMinimum() throws Exception {
        SectionEncoder enc = new SectionEncoder(reg, biomes);
        int[] states = new int[4096];
        java.util.Arrays.fill(states, 1);
        ChunkSection s = enc.encode(-4, states, new int[64], null, null);
        CompoundBinaryTag tag = ChunkCodec.encodeSection(s);
        assertFalse(tag.getCompound("block_states").keySet().contains("data"));
        assertFalse(tag.getCompound("biomes").keySet().contains("data"));
        assertEquals(-4, tag.getByte("Y"));
        states[4095] = 0; // two states: 4 bits (minimum), 256 longs
        tag = ChunkCodec.encodeSection(enc.encode(0, states, new int[64], null, null));
        long[] data = tag.getCompound("block_states").getLongArray("data");
        assertEquals(256, data.length);
        assertEquals(1L << 60, data[255]); // index 4095 -> long 255, slot 15, value 1 (air is palette entry 1)
        assertEquals("minecraft:stone", tag.getCompound("block_states").getList("palette").getCompound(0).getString("Name"));
    }

    @Test
    void randomSectionsRoundTripThroughNbt() throws Exception {
        SectionEncoder enc = new SectionEncoder(reg, biomes);
        Random rnd = new Random(42);
        for (int paletteSize : new int[] {2, 16, 17, 300, 2000}) {
            int[] states = new int[4096];
            for (int i = 0; i < 4096; i++) states[i] = rnd.nextInt(paletteSize) * 13 % reg.stateCount();
            int[] bio = new int[64];
            for (int i = 0; i < 64; i++) bio[i] = rnd.nextInt(3);
            byte[] light = new byte[2048];
            rnd.nextBytes(light);
            ChunkSection s = enc.encode(3, states, bio, light, null);
            CompoundBinaryTag tag = NbtIO.read(NbtIO.write(CompoundBinaryTag.builder().put("s", ChunkCodec.encodeSection(s)).build())).getCompound("s");
            ChunkSection back = ChunkCodec.decodeSection(tag, "s");
            assertArrayEquals(states, back.blockStateIds(reg, null));
            for (int i = 0; i < 64; i++) assertEquals(biomes.get(bio[i]), back.biome(i & 3, i >> 4, (i >> 2) & 3));
            assertArrayEquals(light, back.blockLight());
            int bits = Math.max(4, 32 - Integer.numberOfLeadingZeros(back.blockPalette().size() - 1));
            assertEquals((4096 + 64 / bits - 1) / (64 / bits), ((LongArrayBinaryTag) tag.getCompound("block_states").get("data")).value().length);
        }
    }

    @Test
    void badInputIsRefused() {
        SectionEncoder enc = new SectionEncoder(reg, biomes);
        assertThrows(IllegalArgumentException.class, () -> enc.encode(0, new int[10], new int[64], null, null));
        int[] bio = new int[64];
        bio[5] = 3;
        assertThrows(IllegalArgumentException.class, () -> enc.encode(0, new int[4096], bio, null, null));
        assertThrows(IllegalArgumentException.class, () -> enc.encode(0, new int[4096], new int[64], new byte[10], null));
    }
}
