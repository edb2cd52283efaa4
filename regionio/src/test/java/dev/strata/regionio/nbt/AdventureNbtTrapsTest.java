package dev.strata.regionio.nbt;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.regionio.NbtFormatException;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import net.kyori.adventure.nbt.BinaryTagIO;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.ByteArrayBinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.IntArrayBinaryTag;
import net.kyori.adventure.nbt.LongArrayBinaryTag;
import org.junit.jupiter.api.Test;

/** Pins the adventure-nbt 4.25.0 behaviours Strata works around, so an upgrade that changes them is noticed. */
class AdventureNbtTrapsTest {

    private static byte[] bigChunkLikeNbt() throws IOException {
        return NbtIO.write(CompoundBinaryTag.builder().putLongArray("data", new long[40_000]).putString("Status", "minecraft:full").build());
    }

    @Test
    void defaultReaderCapsNear128KiBButOursDoesNot() throws Exception {
        byte[] bytes = bigChunkLikeNbt();
        assertTrue(bytes.length > 300_000);
        IOException e = assertThrows(IOException.class,
                () -> BinaryTagIO.reader().read((java.io.DataInput) new DataInputStream(new ByteArrayInputStream(bytes))));
        assertTrue(e.getMessage().contains("131082"), e.getMessage());
        assertEquals(40_000, BinaryTagIO.unlimitedReader().read((java.io.DataInput) new DataInputStream(new ByteArrayInputStream(bytes)))
                .getLongArray("data").length);
        assertEquals(40_000, NbtIO.read(bytes).getLongArray("data").length);
    }

    @Test
    void hostileArrayLengthIsAnIoErrorNotAnOutOfMemoryError() {
        // root compound "", int array "a" claiming 0x10ffffff elements, then nothing
        byte[] hostile = {10, 0, 0, 11, 0, 1, 'a', 0x10, (byte) 0xff, (byte) 0xff, (byte) 0xff, 0};
        IOException e = assertThrows(IOException.class, () -> NbtIO.read(hostile));
        assertTrue(e.getMessage().contains("malformed NBT"), e.getMessage());
    }

    @Test
    void compoundGettersSilentlyDefaultSoWeUseStrictOnes() {
        CompoundBinaryTag c = CompoundBinaryTag.builder().putString("xPos", "7").build();
        assertEquals(0, c.getInt("zPos")); // missing: 0, no error
        assertEquals(0, c.getInt("xPos")); // mistyped: 0, no error
        NbtFormatException missing = assertThrows(NbtFormatException.class, () -> Nbt.getInt(c, "zPos", "sections[2]"));
        assertEquals("sections[2].zPos", missing.keyPath());
        NbtFormatException mistyped = assertThrows(NbtFormatException.class, () -> Nbt.getInt(c, "xPos", ""));
        assertTrue(mistyped.getMessage().contains("is a string, expected a int"), mistyped.getMessage());
        assertThrows(NbtFormatException.class, () -> Nbt.getList(CompoundBinaryTag.builder()
                .put("l", net.kyori.adventure.nbt.ListBinaryTag.builder().add(net.kyori.adventure.nbt.IntBinaryTag.intBinaryTag(1)).build()).build(),
                "l", BinaryTagTypes.STRING, ""));
    }

    @Test
    void arrayIteratorsSkipTheLastElementSoWeUseValue() {
        LongArrayBinaryTag longs = LongArrayBinaryTag.longArrayBinaryTag(1, 2, 3);
        IntArrayBinaryTag ints = IntArrayBinaryTag.intArrayBinaryTag(1, 2, 3);
        ByteArrayBinaryTag bytes = ByteArrayBinaryTag.byteArrayBinaryTag((byte) 1, (byte) 2, (byte) 3);
        int n = 0;
        for (var it = longs.iterator(); it.hasNext(); it.nextLong()) n++;
        assertEquals(2, n, "LongArrayBinaryTag iterator (4.25.0 stops one short)");
        n = 0;
        for (var it = ints.iterator(); it.hasNext(); it.nextInt()) n++;
        assertEquals(2, n, "IntArrayBinaryTag iterator (4.25.0 stops one short)");
        n = 0;
        for (Byte ignored : bytes) n++;
        assertEquals(2, n, "ByteArrayBinaryTag iterator (4.25.0 stops one short)");
        assertArrayEquals(new long[] {1, 2, 3}, longs.value());
        assertArrayEquals(new int[] {1, 2, 3}, ints.value());
        assertArrayEquals(new byte[] {1, 2, 3}, bytes.value());
    }
}
