package dev.strata.engine.sched;

import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.plan.ChunkPos;
import dev.strata.regionio.nbt.NbtIO;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.function.Supplier;

/**
 * The journal {@link DecorationJob} saves at each region's end and a resumed run starts from: one file in the
 * checkpoint's folder, replaced atomically ({@link NbtIO#writeAtomically}), its records compressed by
 * {@link JournalStreams}. It holds the final chunks not yet written (only when one of them was read from disk: its
 * stored bytes are gone once it is written, so the journal must hold it first), the chunks written just before it and
 * not yet marked done in the checkpoint, and every kept chunk: live ones and, in light runs, settled ones not among the
 * finals. A kept chunk is named by its entry in the job's {@link SpillStore}; one in memory without an equal copy there
 * gets one first, so a chunk unchanged since an earlier journal (the band waiting for the next row of regions, for the
 * most part) is not stored again.
 *
 * <p>This class knows the format only; what a journal's chunks mean to the run (which are final, which are done) is the
 * job's. Formats ({@link #VERSION}, {@link #LIGHT_VERSION}): 1, the final chunks then the live ones, each a
 * {@link ChunkSnapshot}; 2 (light runs), version 1's lists then the settled chunks not among the finals. 3 and 4 are 1
 * and 2 with each live and settled chunk preceded by a flag: false, its snapshot follows; true, it is kept in the
 * {@link SpillStore} (a live one: its key and whether it is decorated; then the batch file, offset and length). 5 and
 * 6 are 3 and 4 with, after the final chunks, the count and packed positions of the chunks written just before the
 * journal (a resumed run marks them done). 7 and 8 are 5 and 6 followed by the structure starts placing has changed
 * ({@link dev.strata.engine.structure.StructureStarts#placedStartTags}): their count, then each a length and that many
 * bytes of uncompressed NBT ({@link NbtIO#write}); a resumed run places them from that state. Versions 1 to 6 are still
 * read (their runs resume with starts made afresh, as before). Positions are packed chunk coordinates
 * ({@link ChunkPos#pack}).
 */
final class DecorationJournal {
    /** The format a features run writes. */
    static final int VERSION = 7;
    /** The format a light (or full) run writes: {@link #VERSION}'s lists, then the settled chunks. */
    static final int LIGHT_VERSION = 8;

    /**
     * What a journal holds, in its order. Live chunks have their key, whether decorated and their spill entry, or their
     * blocks; {@code planned} and {@code waiting} are the job's to set.
     *
     * @param finals final chunks not yet written
     * @param written packed positions of the chunks written just before the journal (empty before format 5)
     * @param live the live chunks kept
     * @param settled light runs: the settled chunks not among the finals (empty in features runs)
     * @param starts the structure starts placing had changed, one compound per start chunk (empty before format 7)
     */
    record Contents(List<ProtoChunk> finals, long[] written, List<LiveChunk> live, List<SettledChunk> settled,
            List<net.kyori.adventure.nbt.CompoundBinaryTag> starts) {
        /** The spill entries the journal names, live chunks' first (the store keeps these and drops the rest). */
        List<SpillStore.Ref> spilled() {
            List<SpillStore.Ref> refs = new ArrayList<>();
            for (LiveChunk l : live) if (l.spilled != null) refs.add(l.spilled);
            for (SettledChunk st : settled) if (st.spilled != null) refs.add(st.spilled);
            return refs;
        }
    }

    private final Path file;
    private final boolean light;
    private final SpillStore spill;

    /**
     * @param file the journal file
     * @param light whether the run lights its chunks (writes and reads {@link #LIGHT_VERSION})
     * @param spill where kept chunks are named
     */
    DecorationJournal(Path file, boolean light, SpillStore spill) {
        this.file = file;
        this.light = light;
        this.spill = spill;
    }

    /**
     * Saves the journal: the {@code finals} themselves (empty unless one was read from disk), {@code writtenKeys}
     * (written since the last journal, not yet marked done), and the {@code kept} live and {@code rest} settled chunks
     * by their entries in the {@link SpillStore}, stored there first (and sealed) where missing, then {@code starts}
     * (the structure starts placing has changed). Snapshots are made on {@code pool}, whose workers must be idle; no
     * chunk may change meanwhile.
     *
     * @throws IOException when the spill store or the journal cannot be written (the previous journal stays)
     */
    void write(ExecutorService pool, Collection<ProtoChunk> finals, long[] writtenKeys, List<LiveChunk> kept, List<SettledChunk> rest,
            List<net.kyori.adventure.nbt.CompoundBinaryTag> starts) throws IOException {
        // the copies' snapshots are made on the pool, a window of them at a time so that memory stays bounded, and stored
        // here in order
        List<ProtoChunk> toCopy = new ArrayList<>();
        for (LiveChunk l : kept) if (l.chunk != null && l.copy == null) toCopy.add(l.chunk);
        for (SettledChunk st : rest) if (st.chunk != null && st.copy == null) toCopy.add(st.chunk);
        ChunkSnapshots copies = new ChunkSnapshots(pool, toCopy, "journal");
        try {
            for (LiveChunk l : kept) if (l.chunk != null && l.copy == null) l.copy = spill.put(copies.next());
            for (SettledChunk st : rest) if (st.chunk != null && st.copy == null) st.copy = spill.put(copies.next());
        } finally {
            copies.cancel();
        }
        spill.seal(); // on disk before the journal that names them
        ChunkSnapshots snapshots = new ChunkSnapshots(pool, new ArrayList<>(finals), "journal");
        try {
            NbtIO.writeAtomically(file, stream -> {
                try (DataOutputStream out = JournalStreams.out(stream)) {
                    out.writeInt(light ? LIGHT_VERSION : VERSION);
                    out.writeInt(finals.size());
                    for (int i = 0; i < finals.size(); i++) out.write(snapshots.next());
                    out.writeInt(writtenKeys.length);
                    for (long k : writtenKeys) out.writeLong(k);
                    out.writeInt(kept.size());
                    for (LiveChunk l : kept) {
                        out.writeBoolean(true);
                        out.writeLong(l.key);
                        out.writeBoolean(l.chunk != null ? LiveChunk.decorated(l.chunk) : l.spilledDecorated);
                        writeRef(l.chunk != null ? l.copy : l.spilled, out);
                    }
                    if (light) {
                        out.writeInt(rest.size());
                        for (SettledChunk st : rest) {
                            out.writeBoolean(true);
                            out.writeLong(st.key);
                            writeRef(st.chunk != null ? st.copy : st.spilled, out);
                            out.writeBoolean(st.queued);
                            out.writeBoolean(st.written);
                        }
                    }
                    out.writeInt(starts.size());
                    for (net.kyori.adventure.nbt.CompoundBinaryTag t : starts) {
                        byte[] b = NbtIO.write(t);
                        out.writeInt(b.length);
                        out.write(b);
                    }
                }
            });
        } finally {
            snapshots.cancel();
        }
    }

    /** Whether an interrupted run left a journal. */
    boolean exists() {
        return Files.exists(file);
    }

    /**
     * Reads the journal an interrupted run left; chunks held in it are read into buffers from {@code newChunk}.
     *
     * @throws IOException when it cannot be read or is of a format this run does not read ({@link #unreadable})
     */
    Contents read(Supplier<ProtoChunk> newChunk) throws IOException {
        byte[] raw = Files.readAllBytes(file);
        try (DataInputStream in = JournalStreams.in(raw)) {
            int v = in.readInt();
            int expected = light ? LIGHT_VERSION : VERSION;
            if (v > expected || v < 1 || (expected - v) % 2 != 0) {
                throw new IOException(file + ": journal format " + v + ", this run reads " + expected);
            }
            boolean flagged = v >= expected - 4;
            List<ProtoChunk> finals = new ArrayList<>();
            int n = in.readInt();
            for (int i = 0; i < n; i++) finals.add(snapshot(in, newChunk));
            long[] written = new long[0];
            if (v >= expected - 2) {
                int w = in.readInt();
                if (w < 0) throw new IOException("negative count of written chunks");
                written = new long[w];
                for (int i = 0; i < w; i++) written[i] = in.readLong();
            }
            int m = in.readInt();
            List<LiveChunk> live = new ArrayList<>();
            for (int i = 0; i < m; i++) {
                LiveChunk l;
                if (flagged && in.readBoolean()) {
                    l = new LiveChunk(in.readLong());
                    l.spilledDecorated = in.readBoolean();
                    l.spilled = readRef(in);
                } else {
                    ProtoChunk c = snapshot(in, newChunk);
                    l = new LiveChunk(ChunkPos.pack(c.chunkX(), c.chunkZ()));
                    l.chunk = c;
                }
                live.add(l);
            }
            List<SettledChunk> settled = new ArrayList<>();
            if (light) {
                int r = in.readInt();
                for (int i = 0; i < r; i++) {
                    SettledChunk st;
                    if (flagged && in.readBoolean()) {
                        st = new SettledChunk(in.readLong(), null);
                        st.spilled = readRef(in);
                    } else {
                        ProtoChunk c = snapshot(in, newChunk);
                        st = new SettledChunk(ChunkPos.pack(c.chunkX(), c.chunkZ()), c);
                    }
                    st.queued = in.readBoolean();
                    st.written = in.readBoolean();
                    settled.add(st);
                }
            }
            List<net.kyori.adventure.nbt.CompoundBinaryTag> starts = new ArrayList<>();
            if (v == expected) {
                int k = in.readInt();
                if (k < 0) throw new IOException("negative count of structure starts");
                for (int i = 0; i < k; i++) {
                    int len = in.readInt();
                    if (len < 0 || len > raw.length * 255L + 64) throw new IOException("structure start " + i + ": bad length " + len);
                    byte[] b = new byte[len];
                    in.readFully(b);
                    starts.add(NbtIO.read(b));
                }
            }
            return new Contents(finals, written, live, settled, starts);
        } catch (IOException e) {
            throw unreadable(e);
        }
    }

    /** The error of a journal that cannot be read or restored, naming it and the cause: the run changed nothing. */
    IOException unreadable(IOException cause) {
        return new IOException(file + ": the journal of the interrupted run cannot be read (" + cause.getMessage() + "); nothing was changed",
                cause);
    }

    private static ProtoChunk snapshot(DataInputStream in, Supplier<ProtoChunk> newChunk) throws IOException {
        ProtoChunk c = newChunk.get();
        ChunkSnapshot.read(in, c);
        return c;
    }

    private static void writeRef(SpillStore.Ref r, DataOutputStream out) throws IOException {
        out.writeInt(r.file());
        out.writeLong(r.offset());
        out.writeInt(r.length());
    }

    private static SpillStore.Ref readRef(DataInputStream in) throws IOException {
        return new SpillStore.Ref(in.readInt(), in.readLong(), in.readInt());
    }
}
