package dev.strata.regionio.nbt;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.regionio.Fixtures;
import dev.strata.regionio.region.RegionFile;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UTFDataFormatException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.BinaryTagIO;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.ByteArrayBinaryTag;
import net.kyori.adventure.nbt.ByteBinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.DoubleBinaryTag;
import net.kyori.adventure.nbt.EndBinaryTag;
import net.kyori.adventure.nbt.FloatBinaryTag;
import net.kyori.adventure.nbt.IntArrayBinaryTag;
import net.kyori.adventure.nbt.IntBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import net.kyori.adventure.nbt.LongArrayBinaryTag;
import net.kyori.adventure.nbt.LongBinaryTag;
import net.kyori.adventure.nbt.ShortBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;
import org.junit.jupiter.api.Test;

/** {@link NbtWriter} through {@link NbtIO#write}: bytes that depend on content only (sorted keys), and lossless. */
class NbtWriterTest {

    /** "Aa" and "BB" have the same hash code: in a HashMap their order is their insertion order. */
    private static final String[] KEYS = {"Aa", "BB", "Y", "biomes", "block_states", "SkyLight", "xPos", "zPos", "yPos", "Status"};

    private static BinaryTag value(String key) {
        return switch (key) {
            case "biomes", "block_states" -> CompoundBinaryTag.builder().putString("BB", key).putInt("Aa", 1)
                    .putLongArray("data", new long[] {1, -1}).put("palette", ListBinaryTag.empty()).build();
            case "SkyLight" -> ByteArrayBinaryTag.byteArrayBinaryTag((byte) 1, (byte) -1);
            case "Status" -> StringBinaryTag.stringBinaryTag("minecraft:full");
            default -> IntBinaryTag.intBinaryTag(key.hashCode());
        };
    }

    private static CompoundBinaryTag inOrder(String... keys) {
        CompoundBinaryTag.Builder b = CompoundBinaryTag.builder();
        for (String k : keys) b.put(k, value(k));
        return b.build();
    }

    private static String[] reversed(String[] a) {
        String[] r = new String[a.length];
        for (int i = 0; i < a.length; i++) r[i] = a[a.length - 1 - i];
        return r;
    }

    @Test
    void sameEntriesGiveTheSameBytesWhateverTheInsertionOrderOrBuilderPath() throws Exception {
        CompoundBinaryTag forward = inOrder(KEYS);
        CompoundBinaryTag backward = inOrder(reversed(KEYS));
        CompoundBinaryTag viaPutCompound = CompoundBinaryTag.builder().put(forward).build(); // putAll: other table sizing
        CompoundBinaryTag halves = CompoundBinaryTag.builder().put(inOrder("Status", "yPos", "zPos", "xPos", "SkyLight"))
                .put(inOrder("block_states", "biomes", "Y", "BB", "Aa")).build();
        assertEquals(forward, backward);
        assertEquals(forward, viaPutCompound);
        assertEquals(forward, halves);
        // the premise: adventure-nbt iterates these equal compounds in different orders
        assertNotEquals(keyOrder(forward), keyOrder(backward));
        byte[] want = NbtIO.write(forward);
        assertArrayEquals(want, NbtIO.write(backward));
        assertArrayEquals(want, NbtIO.write(viaPutCompound));
        assertArrayEquals(want, NbtIO.write(halves));
        ByteArrayOutputStream stream = new ByteArrayOutputStream();
        NbtIO.write(backward, stream);
        assertArrayEquals(want, stream.toByteArray());
    }

    @Test
    void keysComeOutSortedAtEveryDepth() throws Exception {
        CompoundBinaryTag section = CompoundBinaryTag.builder().put("biomes", CompoundBinaryTag.builder().putInt("palette", 1).putInt("data", 2).build())
                .putByte("Y", (byte) -4).put("block_states", CompoundBinaryTag.builder().putInt("palette", 3).putInt("Aa", 4).putInt("BB", 5).build()).build();
        CompoundBinaryTag root = CompoundBinaryTag.builder().putInt("zPos", 7)
                .put("sections", ListBinaryTag.builder().add(section).build()).putInt("DataVersion", 4903).putString("Status", "minecraft:full")
                .put("inner", CompoundBinaryTag.builder().put("BB", section).put("Aa", section).build()).build();
        // a map adventure-nbt does not iterate in sorted order, so its own writer would not give these bytes
        assertNotEquals(sorted(keyOrder(root)), keyOrder(root));
        assertNotEquals(sorted(keyOrder(section)), keyOrder(section));

        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream want = new DataOutputStream(bytes);
        want.writeByte(10);
        want.writeUTF("");
        want.writeByte(3); // "DataVersion" < "Status" < "inner" < "sections" < "zPos"
        want.writeUTF("DataVersion");
        want.writeInt(4903);
        want.writeByte(8);
        want.writeUTF("Status");
        want.writeUTF("minecraft:full");
        want.writeByte(10);
        want.writeUTF("inner");
        want.writeByte(10);
        want.writeUTF("Aa");
        sectionPayload(want);
        want.writeByte(10);
        want.writeUTF("BB");
        sectionPayload(want);
        want.writeByte(0);
        want.writeByte(9);
        want.writeUTF("sections");
        want.writeByte(10);
        want.writeInt(1);
        sectionPayload(want);
        want.writeByte(3);
        want.writeUTF("zPos");
        want.writeInt(7);
        want.writeByte(0);
        // the bytes are written out here rather than compared with the old writer, whose order is the map's
        assertArrayEquals(bytes.toByteArray(), NbtIO.write(root));
    }

    /** The section above, keys sorted: "Y" < "biomes" < "block_states"; inside, "Aa" < "BB" < "data" < "palette". */
    private static void sectionPayload(DataOutputStream o) throws IOException {
        o.writeByte(1);
        o.writeUTF("Y");
        o.writeByte(-4);
        o.writeByte(10);
        o.writeUTF("biomes");
        o.writeByte(3);
        o.writeUTF("data");
        o.writeInt(2);
        o.writeByte(3);
        o.writeUTF("palette");
        o.writeInt(1);
        o.writeByte(0);
        o.writeByte(10);
        o.writeUTF("block_states");
        o.writeByte(3);
        o.writeUTF("Aa");
        o.writeInt(4);
        o.writeByte(3);
        o.writeUTF("BB");
        o.writeInt(5);
        o.writeByte(3);
        o.writeUTF("palette");
        o.writeInt(3);
        o.writeByte(0);
        o.writeByte(0);
    }

    private static List<String> keyOrder(CompoundBinaryTag c) {
        List<String> keys = new ArrayList<>();
        c.forEach(e -> keys.add(e.getKey()));
        return keys;
    }

    private static List<String> sorted(List<String> keys) {
        List<String> s = new ArrayList<>(keys);
        s.sort(null);
        return s;
    }

    /** An empty list whose element type is {@code e}'s (adventure's builders give END to every empty list). */
    private static ListBinaryTag emptiedListOf(BinaryTag e) {
        return ListBinaryTag.empty().add(e).remove(0, removed -> {});
    }

    private static CompoundBinaryTag everyType() {
        StringBuilder longest = new StringBuilder();
        while (longest.length() < 65535 / 3) longest.append('\u20ac'); // 3 bytes each: 65535 bytes
        ListBinaryTag compounds = ListBinaryTag.builder(BinaryTagTypes.COMPOUND)
                .add(CompoundBinaryTag.builder().putString("Name", "minecraft:stone").build())
                .add(CompoundBinaryTag.builder().putString("Name", "minecraft:oak_log")
                        .put("Properties", CompoundBinaryTag.builder().putString("axis", "y").build()).build())
                .add(CompoundBinaryTag.empty()).build();
        return CompoundBinaryTag.builder()
                .putByte("byteMin", Byte.MIN_VALUE).putByte("byteMax", Byte.MAX_VALUE)
                .putShort("shortMin", Short.MIN_VALUE).putShort("shortMax", Short.MAX_VALUE)
                .putInt("intMin", Integer.MIN_VALUE).putInt("intMax", Integer.MAX_VALUE)
                .putLong("longMin", Long.MIN_VALUE).putLong("longMax", Long.MAX_VALUE)
                .putFloat("floatMin", Float.MIN_VALUE).putFloat("floatMax", Float.MAX_VALUE).putFloat("floatNegZero", -0.0f)
                .putFloat("floatInf", Float.NEGATIVE_INFINITY).putFloat("floatNaN", Float.NaN)
                .putFloat("floatNaNPayload", Float.intBitsToFloat(0x7fc0_1234))
                .putDouble("doubleMin", Double.MIN_VALUE).putDouble("doubleMax", Double.MAX_VALUE).putDouble("doubleNegZero", -0.0)
                .putDouble("doubleInf", Double.POSITIVE_INFINITY).putDouble("doubleNaN", Double.NaN)
                .putDouble("doubleNaNPayload", Double.longBitsToDouble(0xfff8_0000_dead_beefL))
                .putByteArray("bytesEmpty", new byte[0]).putByteArray("bytes", new byte[] {Byte.MIN_VALUE, -1, 0, 1, Byte.MAX_VALUE})
                .putIntArray("intsEmpty", new int[0]).putIntArray("ints", new int[] {Integer.MIN_VALUE, -1, 0, 1, Integer.MAX_VALUE})
                .putLongArray("longsEmpty", new long[0]).putLongArray("longs", new long[] {Long.MIN_VALUE, -1, 0, 1, Long.MAX_VALUE})
                .putLongArray("longsBig", java.util.stream.LongStream.range(0, 5000).map(i -> i * 0x9E3779B97F4A7C15L).toArray())
                .putString("empty", "").putString("nul", "a\u0000b").putString("latin", "caf\u00e9").putString("euro", "\u20ac")
                .putString("astral", "\uD834\uDD1E clef").putString("longest", longest.toString())
                .put("listEmpty", ListBinaryTag.empty())
                .put("listEmptyOfInts", emptiedListOf(IntBinaryTag.intBinaryTag(1)))
                .put("listOfStrings", ListBinaryTag.builder(BinaryTagTypes.STRING).add(StringBinaryTag.stringBinaryTag("")).add(StringBinaryTag.stringBinaryTag("x")).build())
                .put("listOfDoubles", ListBinaryTag.builder(BinaryTagTypes.DOUBLE).add(DoubleBinaryTag.doubleBinaryTag(Double.NaN)).build())
                .put("listOfCompounds", compounds)
                .put("listOfListsOfCompounds", ListBinaryTag.builder(BinaryTagTypes.LIST).add(compounds).add(ListBinaryTag.empty())
                        .add(ListBinaryTag.builder(BinaryTagTypes.LONG_ARRAY).add(LongArrayBinaryTag.longArrayBinaryTag(3, 4)).build()).build())
                .put("listOfByteArrays", ListBinaryTag.builder(BinaryTagTypes.BYTE_ARRAY).add(ByteArrayBinaryTag.byteArrayBinaryTag((byte) 9)).build())
                .put("listOfShorts", ListBinaryTag.builder(BinaryTagTypes.SHORT).add(ShortBinaryTag.shortBinaryTag((short) -2)).build())
                .put("listOfBytes", ListBinaryTag.builder(BinaryTagTypes.BYTE).add(ByteBinaryTag.byteBinaryTag((byte) 1)).build())
                .put("listOfLongs", ListBinaryTag.builder(BinaryTagTypes.LONG).add(LongBinaryTag.longBinaryTag(-3)).build())
                .put("listOfFloats", ListBinaryTag.builder(BinaryTagTypes.FLOAT).add(FloatBinaryTag.floatBinaryTag(0.5f)).build())
                .put("listOfIntArrays", ListBinaryTag.builder(BinaryTagTypes.INT_ARRAY).add(IntArrayBinaryTag.intArrayBinaryTag(1, 2)).build())
                .put("nested", CompoundBinaryTag.builder().put("deeper", CompoundBinaryTag.builder().put("deepest", CompoundBinaryTag.empty()).build()).build())
                .put("\u00e9\u20ac\uD834\uDD1E key", ByteBinaryTag.byteBinaryTag((byte) 1))
                .put("", IntBinaryTag.intBinaryTag(5))
                .build();
    }

    @Test
    void everyTagTypeRoundTrips() throws Exception {
        CompoundBinaryTag tag = everyType();
        CompoundBinaryTag back = NbtIO.read(NbtIO.write(tag));
        assertEquals(tag, back);
        for (String k : tag.keySet()) {
            if (tag.get(k) instanceof FloatBinaryTag f) {
                assertEquals(Float.floatToRawIntBits(f.value()), Float.floatToRawIntBits(back.getFloat(k)), k);
            }
            if (tag.get(k) instanceof DoubleBinaryTag d) {
                assertEquals(Double.doubleToRawLongBits(d.value()), Double.doubleToRawLongBits(back.getDouble(k)), k);
            }
        }
        assertEquals(0x7fc0_1234, Float.floatToRawIntBits(back.getFloat("floatNaNPayload")));
        assertEquals(0xfff8_0000_dead_beefL, Double.doubleToRawLongBits(back.getDouble("doubleNaNPayload")));
        // an empty list is written with the element type adventure reports (its reader turns every one into END)
        assertEquals(BinaryTagTypes.END, back.getList("listEmpty").elementType());
        for (var t : List.of(BinaryTagTypes.END, BinaryTagTypes.INT, BinaryTagTypes.COMPOUND)) {
            ListBinaryTag empty = t == BinaryTagTypes.END ? ListBinaryTag.empty()
                    : emptiedListOf(t == BinaryTagTypes.INT ? IntBinaryTag.intBinaryTag(1) : CompoundBinaryTag.empty());
            assertEquals(t, empty.elementType());
            assertArrayEquals(new byte[] {10, 0, 0, 9, 0, 1, 'l', t.id(), 0, 0, 0, 0, 0},
                    NbtIO.write(CompoundBinaryTag.builder().put("l", empty).build()), t.toString());
        }
        assertEquals(65535, NbtIO.write(CompoundBinaryTag.builder().put("", back.get("longest")).build()).length - 3 - 1 - 2 - 2 - 1);
    }

    @Test
    void sameBytesAsAdventureWhereItsOrderIsAlreadySorted() throws Exception {
        // one key per compound: adventure-nbt's order is the sorted order, so its writer is a reference for the format
        for (var e : everyType()) {
            String k = e.getKey();
            if (k.endsWith("NaNPayload")) continue; // adventure canonicalizes NaN (floatToIntBits), we keep the bits
            if (k.equals("listOfCompounds") || k.equals("listOfListsOfCompounds")) continue; // compounds of two keys
            CompoundBinaryTag one = CompoundBinaryTag.builder().put(k, e.getValue()).build();
            ByteArrayOutputStream adventure = new ByteArrayOutputStream();
            BinaryTagIO.writer().write(one, (java.io.DataOutput) new DataOutputStream(adventure));
            assertArrayEquals(adventure.toByteArray(), NbtIO.write(one), k);
        }
        ListBinaryTag mixed = ListBinaryTag.heterogeneousListBinaryTag().add(IntBinaryTag.intBinaryTag(1)).add(StringBinaryTag.stringBinaryTag("s"))
                .add(CompoundBinaryTag.builder().putInt("k", 2).build()).add(CompoundBinaryTag.builder().putInt("", 3).build()).build();
        CompoundBinaryTag hetero = CompoundBinaryTag.builder().put("mixed", mixed).build();
        ByteArrayOutputStream adventure = new ByteArrayOutputStream();
        BinaryTagIO.writer().write(hetero, (java.io.DataOutput) new DataOutputStream(adventure));
        assertArrayEquals(adventure.toByteArray(), NbtIO.write(hetero), "heterogeneous list: boxed as {\"\": tag}");
    }

    @Test
    void stringsOver65535BytesFailLikeWriteUtf() throws Exception {
        String tooLong = "\u20ac".repeat(21846); // 65538 bytes
        UTFDataFormatException e = assertThrows(UTFDataFormatException.class,
                () -> NbtIO.write(CompoundBinaryTag.builder().putString("s", tooLong).build()));
        UTFDataFormatException jdk = assertThrows(UTFDataFormatException.class,
                () -> new DataOutputStream(new ByteArrayOutputStream()).writeUTF(tooLong));
        assertEquals(jdk.getMessage(), e.getMessage());
        String key = "k".repeat(65536);
        assertThrows(UTFDataFormatException.class, () -> NbtIO.write(CompoundBinaryTag.builder().putInt(key, 1).build()));
    }

    @Test
    void anEndTagInACompoundIsRefusedNotWrittenAsATerminator() {
        CompoundBinaryTag bad = CompoundBinaryTag.builder().putInt("a", 1).put("b", EndBinaryTag.endBinaryTag()).putInt("c", 2).build();
        IOException e = assertThrows(IOException.class, () -> NbtIO.write(bad));
        assertTrue(e.getMessage().contains("\"b\""), e.getMessage());
    }

    /**
     * Every NBT file among the real-world fixtures: decode, re-encode with our writer, decode, compare contents. Not
     * bytes: the game writes compounds in its own HashMap order, which sorted keys do not reproduce.
     */
    @Test
    void everyFixtureFileRoundTripsThroughOurWriter() throws Exception {
        int chunks = 0;
        int unreadable = 0;
        for (Path p : Fixtures.files(".mca")) {
            if (Files.size(p) == 0) continue; // zero-length files the game left
            try (RegionFile r = RegionFile.openReadOnly(p)) {
                for (int[] c : r.chunks()) {
                    Optional<CompoundBinaryTag> tag;
                    try {
                        tag = r.read(c[0], c[1]);
                    } catch (IOException e) {
                        assertTrue(p.toString().contains("/broken/"), p + " " + c[0] + "," + c[1] + ": " + e);
                        unreadable++;
                        continue;
                    }
                    if (tag.isEmpty()) continue;
                    assertEquals(tag.get(), NbtIO.read(NbtIO.write(tag.get())), p + " " + c[0] + "," + c[1]);
                    chunks++;
                }
            }
        }
        assertTrue(chunks > 9000, "chunks " + chunks + ", unreadable " + unreadable);
        int files = 0;
        for (String suffix : List.of(".dat", ".dat_old")) {
            for (Path p : Fixtures.files(suffix)) {
                CompoundBinaryTag tag = NbtIO.readGzipFile(p);
                assertEquals(tag, NbtIO.read(NbtIO.write(tag)), p.toString());
                files++;
            }
        }
        for (Path p : Fixtures.files(".nbt")) {
            CompoundBinaryTag tag = NbtIO.read(Files.readAllBytes(p));
            assertEquals(tag, NbtIO.read(NbtIO.write(tag)), p.toString());
            files++;
        }
        assertEquals(25, files);
    }
}
