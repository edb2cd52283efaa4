package dev.strata.regionio.nbt;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UTFDataFormatException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.ByteArrayBinaryTag;
import net.kyori.adventure.nbt.ByteBinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.DoubleBinaryTag;
import net.kyori.adventure.nbt.FloatBinaryTag;
import net.kyori.adventure.nbt.IntArrayBinaryTag;
import net.kyori.adventure.nbt.IntBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import net.kyori.adventure.nbt.LongArrayBinaryTag;
import net.kyori.adventure.nbt.LongBinaryTag;
import net.kyori.adventure.nbt.ShortBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;

/**
 * Binary (Java Edition, uncompressed) NBT writer whose output depends only on a tag's content. The format is the one
 * the Minecraft wiki's "NBT format" page describes (https://minecraft.wiki/w/NBT_format): big-endian numbers; a
 * named tag is its type id byte, its name as a string, then its payload; strings are an unsigned 16-bit byte count
 * and Java's modified UTF-8 (as {@link java.io.DataOutput#writeUTF}, which refuses more than 65535 bytes); a list
 * is its element type id, an int length and the payloads; a compound is its named tags then an end tag (id 0);
 * byte, int and long arrays are an int length and the elements.
 *
 * <p>adventure-nbt's own writer emits a compound's entries in its backing {@link java.util.HashMap}'s iteration
 * order, which depends on how the map was filled and on the JDK's table sizing (JDK-8281631 changed it for
 * {@code putAll} in JDK 19), so the same chunk came out as different bytes on JDK 17 and 25. This writer emits
 * every compound's entries with their keys sorted by {@link String#compareTo}, at every depth.
 *
 * <p>Otherwise it writes what adventure-nbt 4.25.0's writer does: an empty list keeps the element type the tag
 * reports; a heterogeneous list (element type {@link BinaryTagTypes#LIST_WILDCARD}) is written as a list of
 * compounds, each element not already a compound wrapped as {@code {"": element}} (the game's own encoding since
 * 1.21.5; a compound whose only key is {@code ""} is wrapped too, so it reads back unambiguously). Two differences:
 * an end tag as a compound entry is refused (adventure writes its id, a 0 byte, which ends the compound early), and
 * floats and doubles are written with their raw bits, so a NaN keeps its payload.
 *
 * <p>Bytes go into one growing array with no per-element boxing or copying: array tags are read through
 * {@code get(i)} (their {@code value()} copies, their iterators skip the last element in 4.25.0).
 */
final class NbtWriter {
    private static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    private static final byte END = 0;
    private static final byte BYTE = 1;
    private static final byte SHORT_ID = 2;
    private static final byte INT_ID = 3;
    private static final byte LONG_ID = 4;
    private static final byte FLOAT = 5;
    private static final byte DOUBLE = 6;
    private static final byte BYTE_ARRAY = 7;
    private static final byte STRING = 8;
    private static final byte LIST = 9;
    private static final byte COMPOUND = 10;
    private static final byte INT_ARRAY = 11;
    private static final byte LONG_ARRAY = 12;

    private static final int MAX_SIZE = Integer.MAX_VALUE - 16;

    private byte[] buf;
    private int pos;

    /** A writer whose buffer starts at {@code initialCapacity} bytes and grows as needed. */
    NbtWriter(int initialCapacity) {
        buf = new byte[Math.max(16, initialCapacity)];
    }

    /** Appends {@code root} as a named compound with an empty name (the layout of chunk and level.dat NBT). */
    void writeRoot(CompoundBinaryTag root) throws IOException {
        writeByte(COMPOUND);
        writeUtf("");
        writeCompound(root);
    }

    /** The bytes written so far, as a new array. */
    byte[] toByteArray() {
        return Arrays.copyOf(buf, pos);
    }

    /** Writes the bytes written so far to {@code out}. */
    void writeTo(OutputStream out) throws IOException {
        out.write(buf, 0, pos);
    }

    private void writeCompound(CompoundBinaryTag c) throws IOException {
        int n = c.size();
        if (n > 0) {
            String[] keys = c.keySet().toArray(new String[n]);
            Arrays.sort(keys); // String.compareTo; below 32 keys an in-place insertion sort
            for (String key : keys) {
                BinaryTag value = c.get(key);
                byte id = value.type().id();
                if (id == END) throw new IOException("an end tag cannot be a compound entry (key \"" + key + "\")");
                writeByte(id);
                writeUtf(key);
                writePayload(value, id);
            }
        }
        writeByte(END);
    }

    private void writeList(ListBinaryTag list) throws IOException {
        int n = list.size();
        if (list.elementType() == BinaryTagTypes.LIST_WILDCARD) {
            writeByte(COMPOUND);
            writeInt(n);
            for (int i = 0; i < n; i++) {
                BinaryTag e = list.get(i);
                if (e instanceof CompoundBinaryTag c && !(c.size() == 1 && c.get("") != null)) {
                    writeCompound(c);
                } else { // {"": e}
                    byte id = e.type().id();
                    writeByte(id);
                    writeUtf("");
                    writePayload(e, id);
                    writeByte(END);
                }
            }
            return;
        }
        byte elementId = list.elementType().id();
        writeByte(elementId);
        writeInt(n);
        for (int i = 0; i < n; i++) {
            BinaryTag e = list.get(i);
            byte id = e.type().id();
            if (id != elementId) throw new IOException("a list of type " + elementId + " holds a tag of type " + id);
            writePayload(e, id);
        }
    }

    private void writePayload(BinaryTag tag, byte id) throws IOException {
        switch (id) {
            case BYTE -> writeByte(((ByteBinaryTag) tag).value());
            case SHORT_ID -> {
                ensure(2);
                SHORT.set(buf, pos, ((ShortBinaryTag) tag).value());
                pos += 2;
            }
            case INT_ID -> writeInt(((IntBinaryTag) tag).value());
            case LONG_ID -> writeLong(((LongBinaryTag) tag).value());
            case FLOAT -> writeInt(Float.floatToRawIntBits(((FloatBinaryTag) tag).value()));
            case DOUBLE -> writeLong(Double.doubleToRawLongBits(((DoubleBinaryTag) tag).value()));
            case STRING -> writeUtf(((StringBinaryTag) tag).value());
            case LIST -> writeList((ListBinaryTag) tag);
            case COMPOUND -> writeCompound((CompoundBinaryTag) tag);
            case BYTE_ARRAY -> {
                ByteArrayBinaryTag a = (ByteArrayBinaryTag) tag;
                int n = a.size();
                int p = startArray(n, 1);
                for (int i = 0; i < n; i++) buf[p + i] = a.get(i);
            }
            case INT_ARRAY -> {
                IntArrayBinaryTag a = (IntArrayBinaryTag) tag;
                int n = a.size();
                int p = startArray(n, 4);
                for (int i = 0; i < n; i++) INT.set(buf, p + 4 * i, a.get(i));
            }
            case LONG_ARRAY -> {
                LongArrayBinaryTag a = (LongArrayBinaryTag) tag;
                int n = a.size();
                int p = startArray(n, 8);
                for (int i = 0; i < n; i++) LONG.set(buf, p + 8 * i, a.get(i));
            }
            default -> throw new IOException("cannot write a tag of type " + id);
        }
    }

    /** Java's modified UTF-8 with an unsigned short byte count, as {@link java.io.DataOutput#writeUTF}. */
    private void writeUtf(String s) throws IOException {
        int len = s.length();
        long utf = len;
        for (int i = 0; i < len; i++) {
            char ch = s.charAt(i);
            if (ch >= 0x80 || ch == 0) utf += ch >= 0x800 ? 2 : 1;
        }
        if (utf > 65535) throw new UTFDataFormatException(tooLong(s, utf));
        ensure(2 + (int) utf);
        byte[] b = buf;
        int p = pos;
        SHORT.set(b, p, (short) utf);
        p += 2;
        int i = 0;
        for (; i < len; i++) { // ASCII run
            char ch = s.charAt(i);
            if (ch >= 0x80 || ch == 0) break;
            b[p++] = (byte) ch;
        }
        for (; i < len; i++) {
            char ch = s.charAt(i);
            if (ch < 0x80 && ch != 0) {
                b[p++] = (byte) ch;
            } else if (ch < 0x800) {
                b[p++] = (byte) (0xC0 | (ch >> 6));
                b[p++] = (byte) (0x80 | (ch & 0x3F));
            } else {
                b[p++] = (byte) (0xE0 | (ch >> 12));
                b[p++] = (byte) (0x80 | ((ch >> 6) & 0x3F));
                b[p++] = (byte) (0x80 | (ch & 0x3F));
            }
        }
        pos = p;
    }

    /** The message {@link java.io.DataOutputStream#writeUTF} gives for a string over 65535 encoded bytes. */
    private static String tooLong(String s, long utf) {
        int len = s.length();
        return "encoded string (" + s.substring(0, 8) + "..." + s.substring(len - 8, len) + ") too long: " + utf + " bytes";
    }

    private void writeByte(int v) throws IOException {
        ensure(1);
        buf[pos++] = (byte) v;
    }

    private void writeInt(int v) throws IOException {
        ensure(4);
        INT.set(buf, pos, v);
        pos += 4;
    }

    private void writeLong(long v) throws IOException {
        ensure(8);
        LONG.set(buf, pos, v);
        pos += 8;
    }

    /**
     * Writes an array's int length {@code n} and reserves its {@code n} elements of {@code width} bytes, returning
     * where the first goes.
     */
    private int startArray(int n, int width) throws IOException {
        long bytes = 4 + (long) n * width;
        if (bytes > MAX_SIZE) throw new IOException("NBT output over 2 GiB");
        ensure((int) bytes);
        INT.set(buf, pos, n);
        int first = pos + 4;
        pos = first + n * width;
        return first;
    }

    private void ensure(int n) throws IOException {
        if (n > buf.length - pos) {
            long need = (long) pos + n;
            if (need > MAX_SIZE) throw new IOException("NBT output over 2 GiB");
            buf = Arrays.copyOf(buf, (int) Math.min(Math.max((long) buf.length * 2, need), MAX_SIZE));
        }
    }
}
