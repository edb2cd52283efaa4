package dev.strata.regionio.chunk;

import dev.strata.regionio.NbtFormatException;
import dev.strata.regionio.UnsupportedWorldException;
import dev.strata.regionio.nbt.Nbt;
import java.util.ArrayList;
import java.util.List;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.ByteArrayBinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;

/**
 * Decodes chunk NBT into {@link ChunkData} and encodes it back, for the 1.18+ layout and DataVersion 4903 (26.2).
 *
 * <p>Lossless: {@code encode(decode(tag)).equals(tag)} for every chunk the game writes (pinned by tests over
 * all fixture regions). Pre-1.18 chunks (a {@code Level} compound, or DataVersion below
 * {@value #FIRST_FLAT_LAYOUT}) are refused with {@link UnsupportedWorldException}: upgrade the world in the game.
 */
public final class ChunkCodec {
    /** DataVersion 4903: Minecraft 26.2, the version Strata writes. */
    public static final int DATA_VERSION = 4903;
    /** DataVersion of 21w43a (2844), the first to keep chunk fields at the root instead of under {@code Level}. */
    public static final int FIRST_FLAT_LAYOUT = 2844;

    private ChunkCodec() {}

    /**
     * Decodes a chunk's root compound.
     *
     * @throws UnsupportedWorldException for the pre-1.18 {@code Level} layout
     * @throws NbtFormatException        when a field the codec reads is missing, mistyped or inconsistent
     */
    public static ChunkData decode(CompoundBinaryTag root) throws NbtFormatException, UnsupportedWorldException {
        int dv = root.get("DataVersion") == null ? -1 : Nbt.getInt(root, "DataVersion", "");
        if (root.get("Level") != null || (dv >= 0 && dv < FIRST_FLAT_LAYOUT)) {
            String where = root.get("Level") instanceof CompoundBinaryTag l
                    ? " (" + l.getInt("xPos", 0) + ", " + l.getInt("zPos", 0) + ")" : "";
            throw new UnsupportedWorldException("chunk" + where + " has DataVersion " + (dv < 0 ? "(none)" : dv)
                    + " and the pre-1.18 'Level' layout, which Strata does not decode: upgrade this world in the game first"
                    + " (open it once in Minecraft 1.18 or newer, e.g. with --forceUpgrade, so every chunk is converted)");
        }
        if (dv < 0) throw new NbtFormatException("DataVersion", "missing");
        Nbt.getInt(root, "xPos", "");
        Nbt.getInt(root, "zPos", "");
        Nbt.getString(root, "Status", "");
        ListBinaryTag list = Nbt.require(root, "sections", BinaryTagTypes.LIST, "");
        List<ChunkSection> sections = new ArrayList<>(list.size());
        for (int i = 0; i < list.size(); i++) {
            sections.add(decodeSection(Nbt.compoundAt(list, i, "sections"), "sections[" + i + "]"));
        }
        CompoundBinaryTag.Builder fields = CompoundBinaryTag.builder();
        for (String k : root.keySet()) if (!k.equals("sections")) fields.put(k, root.get(k));
        return new ChunkData(fields.build(), sections, list.elementType().id());
    }

    /** Encodes a chunk back to its root compound (written with sorted keys by {@code NbtIO.write}). */
    public static CompoundBinaryTag encode(ChunkData chunk) {
        CompoundBinaryTag.Builder b = CompoundBinaryTag.builder();
        b.put(chunk.fields());
        List<BinaryTag> secs = new ArrayList<>(chunk.sections().size());
        for (ChunkSection s : chunk.sections()) secs.add(encodeSection(s));
        var type = secs.isEmpty() ? typeOf(chunk.sectionsListType) : BinaryTagTypes.COMPOUND;
        b.put("sections", ListBinaryTag.listBinaryTag(type, secs));
        return b.build();
    }

    private static net.kyori.adventure.nbt.BinaryTagType<? extends BinaryTag> typeOf(int id) {
        return id == BinaryTagTypes.COMPOUND.id() ? BinaryTagTypes.COMPOUND : BinaryTagTypes.END;
    }

    static ChunkSection decodeSection(CompoundBinaryTag c, String path) throws NbtFormatException {
        ChunkSection s = new ChunkSection((int) Nbt.getNumber(c, "Y", path));
        CompoundBinaryTag bs = Nbt.optional(c, "block_states", BinaryTagTypes.COMPOUND, path);
        if (bs != null) {
            s.blockStates = PalettedContainer.decode(bs, ChunkSection.BLOCKS, 4, (tag, p) -> {
                if (!(tag instanceof CompoundBinaryTag e)) throw new NbtFormatException(p, "is not a compound");
                Nbt.getString(e, "Name", p);
                return e;
            }, Nbt.child(path, "block_states"));
        }
        CompoundBinaryTag bi = Nbt.optional(c, "biomes", BinaryTagTypes.COMPOUND, path);
        if (bi != null) {
            s.biomes = PalettedContainer.decode(bi, ChunkSection.BIOMES, 1, (tag, p) -> {
                if (!(tag instanceof StringBinaryTag e)) throw new NbtFormatException(p, "is not a string");
                return e.value();
            }, Nbt.child(path, "biomes"));
        }
        s.blockLight = light(c, "BlockLight", path);
        s.skyLight = light(c, "SkyLight", path);
        s.blockLightAsList = c.get("BlockLight") instanceof ListBinaryTag;
        s.skyLightAsList = c.get("SkyLight") instanceof ListBinaryTag;
        CompoundBinaryTag.Builder rest = CompoundBinaryTag.builder();
        for (String k : c.keySet()) {
            if (!k.equals("block_states") && !k.equals("biomes") && !k.equals("BlockLight") && !k.equals("SkyLight")) rest.put(k, c.get(k));
        }
        s.rest = rest.build();
        return s;
    }

    /**
     * A light array: a byte array as the game writes it, or (tolerated, as the game's codec accepts any stream of
     * numbers) a list of bytes, which another server writes; the list form is written back as it was read.
     */
    private static byte[] light(CompoundBinaryTag c, String key, String path) throws NbtFormatException {
        byte[] v;
        if (c.get(key) instanceof ListBinaryTag list) {
            Nbt.getList(c, key, BinaryTagTypes.BYTE, path);
            v = new byte[list.size()];
            for (int i = 0; i < v.length; i++) v[i] = ((net.kyori.adventure.nbt.ByteBinaryTag) list.get(i)).value();
        } else {
            ByteArrayBinaryTag t = Nbt.optional(c, key, BinaryTagTypes.BYTE_ARRAY, path);
            if (t == null) return null;
            v = t.value();
        }
        if (v.length != ChunkSection.LIGHT_BYTES) throw new NbtFormatException(Nbt.child(path, key), "has " + v.length + " bytes, expected " + ChunkSection.LIGHT_BYTES);
        return v;
    }

    static CompoundBinaryTag encodeSection(ChunkSection s) {
        CompoundBinaryTag.Builder b = CompoundBinaryTag.builder();
        b.put(s.rest);
        if (s.rest.get("Y") == null) b.putByte("Y", (byte) s.y());
        if (s.blockStates != null) b.put("block_states", s.blockStates.encode(e -> e));
        if (s.biomes != null) b.put("biomes", s.biomes.encode(StringBinaryTag::stringBinaryTag));
        if (s.blockLight != null) b.put("BlockLight", lightTag(s.blockLight, s.blockLightAsList));
        if (s.skyLight != null) b.put("SkyLight", lightTag(s.skyLight, s.skyLightAsList));
        return b.build();
    }

    private static BinaryTag lightTag(byte[] light, boolean asList) {
        if (!asList) return ByteArrayBinaryTag.byteArrayBinaryTag(light);
        ListBinaryTag.Builder<BinaryTag> l = ListBinaryTag.builder();
        for (byte v : light) l.add(net.kyori.adventure.nbt.ByteBinaryTag.byteBinaryTag(v));
        return l.build();
    }

    /** Re-packs a section's block-state indices without reusing the stored array (packer check for tests). */
    static long[] repackBlockStates(ChunkSection s) {
        return s.blockStates == null ? null : s.blockStates.repack();
    }

    /** Re-packs a section's biome indices without reusing the stored array (packer check for tests). */
    static long[] repackBiomes(ChunkSection s) {
        return s.biomes == null ? null : s.biomes.repack();
    }
}
