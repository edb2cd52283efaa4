package dev.strata.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.TreeSet;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.LongArrayBinaryTag;

/**
 * The lines that show a chunk's {@code structures} tag, shared by {@code inspect --chunk} (a chunk read from a region
 * file) and {@code dump-chunk --structures} (the tag {@code generate} would write into a chunk), so both read alike.
 */
final class ChunkStructures {
    private ChunkStructures() {}

    /**
     * Prints each start the tag holds (id, start chunk, piece count) and each structure it references with the start
     * chunks, decoded from the game's {@code ChunkPos.pack} (x in the low 32 bits, z in the high), one indented line
     * each, sorted by structure id; or one line saying there is none. Game: {@code SerializableChunkData} /
     * {@code StructureStart.createTag}.
     *
     * @param structures the chunk's {@code structures} compound ({@code starts} and {@code References})
     */
    static void print(PrintWriter out, CompoundBinaryTag structures) {
        CompoundBinaryTag starts = structures.getCompound("starts");
        CompoundBinaryTag refs = structures.getCompound("References");
        if (starts.size() == 0 && refs.size() == 0) {
            out.println("  structures: none started or referenced here");
            return;
        }
        for (String id : new TreeSet<>(starts.keySet())) {
            CompoundBinaryTag st = starts.getCompound(id);
            out.printf(Locale.ROOT, "  structure start: %s at chunk (%d, %d), %d piece(s)%n", st.getString("id", id), st.getInt("ChunkX"),
                    st.getInt("ChunkZ"), st.getList("Children").size());
        }
        for (String id : new TreeSet<>(refs.keySet())) {
            if (!(refs.get(id) instanceof LongArrayBinaryTag la)) continue;
            StringBuilder b = new StringBuilder();
            for (long l : la.value()) b.append(b.length() == 0 ? "" : ", ").append('(').append((int) l).append(", ").append((int) (l >> 32)).append(')');
            out.printf(Locale.ROOT, "  structure references: %s from %s%n", id, b);
        }
    }
}
