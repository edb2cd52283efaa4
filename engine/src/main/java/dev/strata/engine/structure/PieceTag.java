package dev.strata.engine.structure;

import dev.strata.engine.feature.Direction;
import java.util.ArrayList;
import java.util.List;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.BinaryTagType;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.ByteBinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.FloatBinaryTag;
import net.kyori.adventure.nbt.IntArrayBinaryTag;
import net.kyori.adventure.nbt.IntBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;

/**
 * One piece's compound as a piece loader reads it (game: the {@code CompoundTag} a {@code StructurePieceType} loads),
 * with the NBT path it came from so that every error names where it is.
 *
 * <p>Reading is strict: a missing field or one of another tag type than the game writes for it is a
 * {@link StructureNbtException} ({@code <path>.<key>: missing int}, {@code <path>.<key>: expected int, found string}).
 * The game's own readers ({@code getIntOr}, {@code getBooleanOr}, ...) fall back to 0, false or "" instead, and take
 * any numeric tag for a number; Strata reads only what it and the game write, so a fallback would hide a writer that
 * names or types a field differently from the game. Where a game reader has a documented rule beyond that (the
 * orientation's {@code -1}, the 2D data value taken modulo 4), the loaders follow it and say so.
 */
public final class PieceTag {
    private final CompoundBinaryTag tag;
    private final String path;

    /**
     * @param tag the piece's compound
     * @param path where it is, e.g. {@code structures.starts.minecraft:mineshaft.Children[3]}
     */
    public PieceTag(CompoundBinaryTag tag, String path) {
        this.tag = tag;
        this.path = path;
    }

    /** The compound read. */
    public CompoundBinaryTag tag() {
        return tag;
    }

    /** The compound's NBT path. */
    public String path() {
        return path;
    }

    /** The path of field {@code key}. */
    public String pathOf(String key) {
        return path + "." + key;
    }

    /** An error about field {@code key}: {@code <path>.<key>: <problem>}. */
    public StructureNbtException error(String key, String problem) {
        return new StructureNbtException(pathOf(key) + ": " + problem);
    }

    private BinaryTag require(String key, BinaryTagType<?> type, String name) {
        BinaryTag t = tag.get(key);
        if (t == null) throw error(key, "missing " + name);
        if (t.type() != type) throw error(key, "expected " + name + ", found " + typeName(t.type()));
        return t;
    }

    /** An int field (game: {@code putInt}). */
    public int getInt(String key) {
        return ((IntBinaryTag) require(key, BinaryTagTypes.INT, "int")).value();
    }

    /** A byte field (game: {@code putByte}, or a codec of {@code Codec.BYTE}). */
    public byte getByte(String key) {
        return ((ByteBinaryTag) require(key, BinaryTagTypes.BYTE, "byte")).value();
    }

    /** A boolean field: a byte, true when not 0 (game: {@code putBoolean}, {@code getBooleanOr}). */
    public boolean getBoolean(String key) {
        return ((ByteBinaryTag) require(key, BinaryTagTypes.BYTE, "byte")).value() != 0;
    }

    /** A float field (game: {@code putFloat}, {@code Codec.FLOAT}). */
    public float getFloat(String key) {
        return ((FloatBinaryTag) require(key, BinaryTagTypes.FLOAT, "float")).value();
    }

    /** A compound field, read on with its own path (game: a record codec's map). */
    public PieceTag getCompound(String key) {
        return new PieceTag((CompoundBinaryTag) require(key, BinaryTagTypes.COMPOUND, "compound"), pathOf(key));
    }

    /** A list of compounds, each read on with its own path ({@code <key>[i]}); an empty list may have any element type. */
    public List<PieceTag> getCompoundList(String key) {
        ListBinaryTag list = (ListBinaryTag) require(key, BinaryTagTypes.LIST, "list");
        List<PieceTag> out = new ArrayList<>(list.size());
        for (int i = 0; i < list.size(); i++) {
            BinaryTag e = list.get(i);
            String at = key + "[" + i + "]";
            if (e.type() != BinaryTagTypes.COMPOUND) throw error(at, "expected compound, found " + typeName(e.type()));
            out.add(new PieceTag((CompoundBinaryTag) e, pathOf(at)));
        }
        return out;
    }

    /** A string field (game: {@code putString}). */
    public String getString(String key) {
        return ((StringBinaryTag) require(key, BinaryTagTypes.STRING, "string")).value();
    }

    /**
     * An enum constant stored by its name (game: {@code ExtraCodecs.legacyEnum}, which fails on an unknown name).
     *
     * @throws StructureNbtException for a missing field or a name that is none of {@code values}
     */
    public <E extends Enum<E>> E getEnum(String key, Class<E> type) {
        String name = getString(key);
        for (E e : type.getEnumConstants()) {
            if (e.name().equals(name)) return e;
        }
        throw error(key, "no " + type.getSimpleName() + " named \"" + name + "\"");
    }

    /**
     * A box stored as an int array {@code [minX, minY, minZ, maxX, maxY, maxZ]} (game: {@code BoundingBox.CODEC},
     * which refuses any other length).
     */
    public BoundingBox getBoundingBox(String key) {
        return box(((IntArrayBinaryTag) require(key, BinaryTagTypes.INT_ARRAY, "int array")).value(), key);
    }

    /** A list of boxes (game: {@code BoundingBox.CODEC.listOf()}); an empty list may have any element type. */
    public List<BoundingBox> getBoundingBoxList(String key) {
        ListBinaryTag list = (ListBinaryTag) require(key, BinaryTagTypes.LIST, "list");
        List<BoundingBox> out = new ArrayList<>(list.size());
        for (int i = 0; i < list.size(); i++) {
            BinaryTag e = list.get(i);
            String at = key + "[" + i + "]";
            if (e.type() != BinaryTagTypes.INT_ARRAY) throw error(at, "expected int array, found " + typeName(e.type()));
            out.add(box(((IntArrayBinaryTag) e).value(), at));
        }
        return out;
    }

    /**
     * A horizontal direction stored as its 2D data value in a byte (game: {@code Direction.LEGACY_ID_CODEC_2D}, read
     * by {@code from2DDataValue}: the value's remainder by 4, its absolute value, indexes south, west, north, east).
     */
    public Direction getDirection2D(String key) {
        return from2DDataValue(getByte(key));
    }

    /** Game: {@code Direction.from2DDataValue}: {@code |value % 4|} indexes south, west, north, east. */
    public static Direction from2DDataValue(int value) {
        return Direction.BY_2D_DATA[Math.abs(value % 4)];
    }

    private BoundingBox box(int[] a, String key) {
        if (a.length != 6) throw error(key, "expected 6 ints for a box, found " + a.length);
        return new BoundingBox(a[0], a[1], a[2], a[3], a[4], a[5]);
    }

    /** The tag type's name as the messages use it ({@code int}, {@code byte}, {@code int array}, ...). */
    static String typeName(BinaryTagType<?> type) {
        return dev.strata.regionio.nbt.Nbt.typeName(type);
    }
}
