package dev.strata.regionio.chunk;

import dev.strata.regionio.NbtFormatException;
import dev.strata.regionio.nbt.Nbt;
import java.util.ArrayList;
import java.util.List;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;

/**
 * A chunk in the 1.18+ layout (root-level fields; DataVersion 2844 and later), decoded by {@link ChunkCodec}.
 *
 * <p>The sections are decoded into {@link ChunkSection}s; every other root field ({@code DataVersion},
 * {@code xPos}, {@code yPos}, {@code zPos}, {@code Status}, {@code LastUpdate}, {@code InhabitedTime},
 * {@code isLightOn}, {@code Heightmaps}, {@code block_entities}, {@code structures}, {@code PostProcessing},
 * {@code block_ticks}, {@code fluid_ticks}, proto-chunk fields such as {@code carving_mask},
 * {@code blending_data}, {@code below_zero_retrogen}, and any field Strata does not know) stays as the tag it
 * was read as and is written back unchanged unless replaced with {@link #put}. Typed getters are strict: a
 * missing or mistyped field throws {@link NbtFormatException} naming it. Not thread-safe.
 */
public final class ChunkData {
    private CompoundBinaryTag fields;
    private final List<ChunkSection> sections;
    final int sectionsListType;

    ChunkData(CompoundBinaryTag fields, List<ChunkSection> sections, int sectionsListType) {
        this.fields = fields;
        this.sections = sections;
        this.sectionsListType = sectionsListType;
    }

    /** A new, empty chunk of the current format: DataVersion, position, status and no sections. */
    public static ChunkData create(int dataVersion, int chunkX, int minSectionY, int chunkZ, String status) {
        CompoundBinaryTag f = CompoundBinaryTag.builder()
                .putInt("DataVersion", dataVersion).putInt("xPos", chunkX).putInt("yPos", minSectionY).putInt("zPos", chunkZ)
                .putString("Status", status).putLong("LastUpdate", 0L).putLong("InhabitedTime", 0L).build();
        return new ChunkData(f, new ArrayList<>(), BinaryTagTypes.COMPOUND.id());
    }

    /** The {@code DataVersion} the chunk was written with (4903 for 26.2). */
    public int dataVersion() throws NbtFormatException {
        return Nbt.getInt(fields, "DataVersion", "");
    }

    /** Absolute chunk x ({@code xPos}). */
    public int x() throws NbtFormatException {
        return Nbt.getInt(fields, "xPos", "");
    }

    /** Absolute chunk z ({@code zPos}). */
    public int z() throws NbtFormatException {
        return Nbt.getInt(fields, "zPos", "");
    }

    /** Lowest section y ({@code yPos}, -4 in a default overworld), or null if the field is absent. */
    public Integer minSectionY() throws NbtFormatException {
        return fields.get("yPos") == null ? null : Nbt.getInt(fields, "yPos", "");
    }

    /** Generation status, e.g. {@code minecraft:full}, {@code minecraft:noise} (namespace as stored). */
    public String status() throws NbtFormatException {
        return Nbt.getString(fields, "Status", "");
    }

    /** Game tick of the last save ({@code LastUpdate}). */
    public long lastUpdate() throws NbtFormatException {
        return Nbt.getLong(fields, "LastUpdate", "");
    }

    /** Ticks players have spent in the chunk ({@code InhabitedTime}). */
    public long inhabitedTime() throws NbtFormatException {
        return Nbt.getLong(fields, "InhabitedTime", "");
    }

    /** {@code isLightOn}: whether the stored light is complete; null when absent (the game then relights). */
    public Boolean isLightOn() throws NbtFormatException {
        return fields.get("isLightOn") == null ? null : Nbt.getByte(fields, "isLightOn", "") != 0;
    }

    /** {@code Heightmaps} (names to packed long arrays), or an empty compound if absent. */
    public CompoundBinaryTag heightmaps() throws NbtFormatException {
        CompoundBinaryTag c = Nbt.optional(fields, "Heightmaps", BinaryTagTypes.COMPOUND, "");
        return c == null ? CompoundBinaryTag.empty() : c;
    }

    /** {@code block_entities}, or an empty list if absent. */
    public ListBinaryTag blockEntities() throws NbtFormatException {
        ListBinaryTag l = Nbt.optional(fields, "block_entities", BinaryTagTypes.LIST, "");
        return l == null ? ListBinaryTag.empty() : l;
    }

    /** {@code structures} (starts and references), or an empty compound if absent. */
    public CompoundBinaryTag structures() throws NbtFormatException {
        CompoundBinaryTag c = Nbt.optional(fields, "structures", BinaryTagTypes.COMPOUND, "");
        return c == null ? CompoundBinaryTag.empty() : c;
    }

    /** Any root field other than {@code sections}, as stored; null if absent. */
    public BinaryTag get(String key) {
        return fields.get(key);
    }

    /** Sets a root field (not {@code sections}: edit {@link #sections()}). */
    public void put(String key, BinaryTag value) {
        if (key.equals("sections")) throw new IllegalArgumentException("edit sections() instead");
        fields = fields.put(key, value);
    }

    /** Removes a root field. */
    public void remove(String key) {
        fields = fields.remove(key);
    }

    /** The root fields other than {@code sections}, in the order read. */
    public CompoundBinaryTag fields() {
        return fields;
    }

    /** The sections, bottom to top as stored; the list is live and may be edited. */
    public List<ChunkSection> sections() {
        return sections;
    }

    /** The section with the given section y, or null. */
    public ChunkSection section(int sectionY) {
        for (ChunkSection s : sections) if (s.y() == sectionY) return s;
        return null;
    }
}
