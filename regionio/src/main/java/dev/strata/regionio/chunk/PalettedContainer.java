package dev.strata.regionio.chunk;

import dev.strata.regionio.NbtFormatException;
import dev.strata.regionio.nbt.Nbt;
import java.util.ArrayList;
import java.util.List;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import net.kyori.adventure.nbt.LongArrayBinaryTag;

/**
 * A section's {@code block_states} or {@code biomes} compound: {@code palette} (a list of entries) and
 * {@code data} (indices into it, packed by {@link PackedArray}, absent when the palette has one entry).
 *
 * <p>Bits per index as the game serializes them ({@code PalettedContainer.Strategy.calculateBitsForSerialization}):
 * {@code ceil(log2(palette size))}, raised to {@code minBits} (4 for block states, 1 for biomes) unless the palette
 * has a single entry (then 0 bits and no {@code data}). On reading, a data array whose length does not match
 * that width is accepted if some other width that can index the palette gives exactly its length.
 *
 * <p>Until the indices are replaced, the original {@code data} array is written back as it was, so a
 * read-modify-write that does not touch a container reproduces it bit for bit.
 *
 * @param <E> palette entry type: {@link CompoundBinaryTag} for block states, {@link String} for biomes
 */
final class PalettedContainer<E> {
    final int size;
    final int minBits;
    List<E> palette;
    /** Indices, or null when the palette has a single entry (all zero). */
    int[] indices;
    /** The {@code data} as read, or null once indices were set. */
    long[] originalData;
    /** Keys of the compound other than {@code palette} and {@code data}, kept as they were. */
    CompoundBinaryTag rest = CompoundBinaryTag.empty();

    PalettedContainer(int size, int minBits) {
        this.size = size;
        this.minBits = minBits;
    }

    static int bitsFor(int paletteSize, int minBits) {
        return paletteSize <= 1 ? 0 : Math.max(minBits, PackedArray.ceilLog2(paletteSize));
    }

    interface EntryReader<E> {
        E read(BinaryTag tag, String path) throws NbtFormatException;
    }

    static <E> PalettedContainer<E> decode(CompoundBinaryTag c, int size, int minBits, EntryReader<E> entries, String path) throws NbtFormatException {
        PalettedContainer<E> p = new PalettedContainer<>(size, minBits);
        ListBinaryTag list = Nbt.require(c, "palette", BinaryTagTypes.LIST, path);
        if (list.isEmpty()) throw new NbtFormatException(Nbt.child(path, "palette"), "is empty");
        List<E> palette = new ArrayList<>(list.size());
        for (int i = 0; i < list.size(); i++) palette.add(entries.read(list.get(i), Nbt.child(path, "palette") + "[" + i + "]"));
        p.palette = palette;
        CompoundBinaryTag.Builder rest = CompoundBinaryTag.builder();
        for (String k : c.keySet()) if (!k.equals("palette") && !k.equals("data")) rest.put(k, c.get(k));
        p.rest = rest.build();
        LongArrayBinaryTag dataTag = Nbt.optional(c, "data", BinaryTagTypes.LONG_ARRAY, path);
        if (dataTag == null) {
            if (palette.size() > 1) throw new NbtFormatException(Nbt.child(path, "data"), "missing with a palette of " + palette.size() + " entries");
            return p;
        }
        long[] data = dataTag.value();
        int bits = bitsFor(palette.size(), minBits);
        if (bits == 0 || data.length != PackedArray.longsFor(size, bits)) {
            int found = 0;
            for (int b = Math.max(1, PackedArray.ceilLog2(palette.size())); b <= 32 && found == 0; b++) {
                if (data.length == PackedArray.longsFor(size, b)) found = b;
            }
            if (found == 0) {
                throw new NbtFormatException(Nbt.child(path, "data"), "has " + data.length + " longs, which fits no index width for " + size + " entries of a " + palette.size() + "-entry palette");
            }
            bits = found;
        }
        int[] indices = new int[size];
        PackedArray.unpack(data, bits, indices);
        for (int i = 0; i < size; i++) {
            if (indices[i] >= palette.size()) {
                throw new NbtFormatException(Nbt.child(path, "data"), "entry " + i + " is index " + indices[i] + ", past the palette of " + palette.size());
            }
        }
        p.indices = indices;
        p.originalData = data;
        return p;
    }

    interface EntryWriter<E> {
        BinaryTag write(E entry);
    }

    CompoundBinaryTag encode(EntryWriter<E> writer) {
        CompoundBinaryTag.Builder b = CompoundBinaryTag.builder();
        b.put(rest);
        ListBinaryTag.Builder<BinaryTag> list = ListBinaryTag.builder();
        for (E e : palette) list.add(writer.write(e));
        b.put("palette", list.build());
        if (originalData != null) {
            b.putLongArray("data", originalData);
        } else if (indices != null && palette.size() > 1) {
            b.putLongArray("data", PackedArray.pack(indices, size, bitsFor(palette.size(), minBits)));
        }
        return b.build();
    }

    /** Palette index at position {@code i}. */
    int indexAt(int i) {
        int[] idx = indices();
        return idx == null ? 0 : idx[i];
    }

    /**
     * The palette index of every position, or null when the palette has a single entry; unpacked from the data when
     * the container was given packed ({@link #setPacking}).
     */
    int[] indices() {
        if (indices == null && originalData != null && palette.size() > 1) {
            int[] out = new int[size];
            PackedArray.unpack(originalData, bitsFor(palette.size(), minBits), out);
            indices = out;
        }
        return indices;
    }

    /**
     * Replaces palette and indices as {@link #set} does, packing {@code scratch}'s first {@link #size} indices at once
     * into the data {@link #encode} writes (the bytes {@code set} then {@code encode} would write): the array is not
     * kept, so a caller may reuse it, and a section made for writing holds its packed data only.
     */
    void setPacking(List<E> newPalette, int[] scratch) {
        palette = newPalette;
        indices = null;
        originalData = newPalette.size() <= 1 ? null : PackedArray.pack(scratch, size, bitsFor(newPalette.size(), minBits));
    }

    /** Replaces palette and indices (indices may be null for a single-entry palette). */
    void set(List<E> newPalette, int[] newIndices) {
        palette = newPalette;
        indices = newPalette.size() <= 1 ? null : newIndices;
        originalData = null;
    }

    /** Packs the current indices afresh (ignoring the original array); for tests of the packer. */
    long[] repack() {
        int[] idx = indices();
        return idx == null || palette.size() <= 1 ? null : PackedArray.pack(idx, size, bitsFor(palette.size(), minBits));
    }
}
