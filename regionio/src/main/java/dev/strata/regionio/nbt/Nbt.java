package dev.strata.regionio.nbt;

import dev.strata.regionio.NbtFormatException;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.BinaryTagType;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import net.kyori.adventure.nbt.NumberBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;

/**
 * Strict accessors for {@link CompoundBinaryTag}. adventure-nbt's own getters return a default (0, "", an empty
 * list) for a missing or mistyped key, which would turn damage into plausible data; these throw
 * {@link NbtFormatException} naming the key path instead ({@code path} is the path of the compound, e.g.
 * {@code sections[3]}, and the key is appended). Numeric getters accept exactly the tag type the game writes.
 * Array getters return the backing arrays from {@code value()} (copies), never iterators.
 */
public final class Nbt {
    private Nbt() {}

    /** {@code path.key}, or {@code key} at the root. */
    public static String child(String path, String key) {
        return path.isEmpty() ? key : path + "." + key;
    }

    /** The tag at {@code key}, which must exist and have type {@code type}. */
    public static <T extends BinaryTag> T require(CompoundBinaryTag c, String key, BinaryTagType<T> type, String path) throws NbtFormatException {
        BinaryTag t = c.get(key);
        if (t == null) throw new NbtFormatException(child(path, key), "missing");
        if (t.type() != type) throw new NbtFormatException(child(path, key), "is a " + typeName(t.type()) + ", expected a " + typeName(type));
        @SuppressWarnings("unchecked")
        T cast = (T) t;
        return cast;
    }

    /** The tag at {@code key} if present (then it must have type {@code type}), else null. */
    public static <T extends BinaryTag> T optional(CompoundBinaryTag c, String key, BinaryTagType<T> type, String path) throws NbtFormatException {
        return c.get(key) == null ? null : require(c, key, type, path);
    }

    /** An int tag. */
    public static int getInt(CompoundBinaryTag c, String key, String path) throws NbtFormatException {
        return require(c, key, BinaryTagTypes.INT, path).value();
    }

    /** A long tag. */
    public static long getLong(CompoundBinaryTag c, String key, String path) throws NbtFormatException {
        return require(c, key, BinaryTagTypes.LONG, path).value();
    }

    /** A byte tag. */
    public static byte getByte(CompoundBinaryTag c, String key, String path) throws NbtFormatException {
        return require(c, key, BinaryTagTypes.BYTE, path).value();
    }

    /** Any numeric tag (byte, short, int, long, float, double) as a long; used where writers disagree on the type. */
    public static long getNumber(CompoundBinaryTag c, String key, String path) throws NbtFormatException {
        BinaryTag t = c.get(key);
        if (t == null) throw new NbtFormatException(child(path, key), "missing");
        if (!(t instanceof NumberBinaryTag n)) throw new NbtFormatException(child(path, key), "is a " + typeName(t.type()) + ", expected a number");
        return n.longValue();
    }

    /** A string tag. */
    public static String getString(CompoundBinaryTag c, String key, String path) throws NbtFormatException {
        return require(c, key, BinaryTagTypes.STRING, path).value();
    }

    /** A compound tag. */
    public static CompoundBinaryTag getCompound(CompoundBinaryTag c, String key, String path) throws NbtFormatException {
        return require(c, key, BinaryTagTypes.COMPOUND, path);
    }

    /** A list tag; an empty list is accepted whatever its element type, a non-empty one must hold {@code element}. */
    public static ListBinaryTag getList(CompoundBinaryTag c, String key, BinaryTagType<?> element, String path) throws NbtFormatException {
        ListBinaryTag l = require(c, key, BinaryTagTypes.LIST, path);
        if (!l.isEmpty()) {
            for (int i = 0; i < l.size(); i++) {
                if (l.get(i).type() != element) {
                    throw new NbtFormatException(child(path, key) + "[" + i + "]", "is a " + typeName(l.get(i).type()) + ", expected a " + typeName(element));
                }
            }
        }
        return l;
    }

    /** A long array tag's values. */
    public static long[] getLongArray(CompoundBinaryTag c, String key, String path) throws NbtFormatException {
        return require(c, key, BinaryTagTypes.LONG_ARRAY, path).value();
    }

    /** An int array tag's values. */
    public static int[] getIntArray(CompoundBinaryTag c, String key, String path) throws NbtFormatException {
        return require(c, key, BinaryTagTypes.INT_ARRAY, path).value();
    }

    /** A byte array tag's values. */
    public static byte[] getByteArray(CompoundBinaryTag c, String key, String path) throws NbtFormatException {
        return require(c, key, BinaryTagTypes.BYTE_ARRAY, path).value();
    }

    /** The compound at list index {@code i}. */
    public static CompoundBinaryTag compoundAt(ListBinaryTag l, int i, String path) throws NbtFormatException {
        BinaryTag t = l.get(i);
        if (!(t instanceof CompoundBinaryTag c)) throw new NbtFormatException(path + "[" + i + "]", "is a " + typeName(t.type()) + ", expected a compound");
        return c;
    }

    /** The string at list index {@code i}. */
    public static String stringAt(ListBinaryTag l, int i, String path) throws NbtFormatException {
        BinaryTag t = l.get(i);
        if (!(t instanceof StringBinaryTag s)) throw new NbtFormatException(path + "[" + i + "]", "is a " + typeName(t.type()) + ", expected a string");
        return s.value();
    }

    /** A readable tag type name, e.g. {@code int} or {@code long array}. */
    public static String typeName(BinaryTagType<?> type) {
        if (type == BinaryTagTypes.BYTE) return "byte";
        if (type == BinaryTagTypes.SHORT) return "short";
        if (type == BinaryTagTypes.INT) return "int";
        if (type == BinaryTagTypes.LONG) return "long";
        if (type == BinaryTagTypes.FLOAT) return "float";
        if (type == BinaryTagTypes.DOUBLE) return "double";
        if (type == BinaryTagTypes.STRING) return "string";
        if (type == BinaryTagTypes.LIST) return "list";
        if (type == BinaryTagTypes.COMPOUND) return "compound";
        if (type == BinaryTagTypes.BYTE_ARRAY) return "byte array";
        if (type == BinaryTagTypes.INT_ARRAY) return "int array";
        if (type == BinaryTagTypes.LONG_ARRAY) return "long array";
        return "tag " + type.id();
    }

}
