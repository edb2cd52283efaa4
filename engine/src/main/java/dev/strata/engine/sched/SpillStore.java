package dev.strata.engine.sched;

import dev.strata.engine.levelgen.ProtoChunk;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.TreeMap;
import net.jpountz.lz4.LZ4Compressor;
import net.jpountz.lz4.LZ4Factory;
import net.jpountz.lz4.LZ4FastDecompressor;

/**
 * Chunks a {@link DecorationJob} keeps for their neighbours but has moved out of memory, so a run's memory does not
 * grow with its radius (see {@code docs/features.md}, "Memory of a run").
 *
 * <p><b>Files.</b> A folder beside the journal holding numbered batch files {@code <n>.spill}. Each flush that spills
 * chunks appends them to a new batch file (a {@link ChunkSnapshot} each, LZ4-compressed, behind a header of the
 * compressed and raw lengths) and forces it to disk ({@link #seal}) before the journal that refers to them is written.
 * A batch file is never changed after it is sealed: a chunk taken back into memory only drops its reference, and a
 * batch file nothing refers to any more is deleted after the next journal is written ({@link #collect}), since the
 * journal before it may still refer to it. So the last journal written always describes chunks that are on disk,
 * and a resumed run takes the references from it ({@link #adopt}) and deletes the batch files it does not name.
 *
 * <p>Not thread-safe: used from the job's dispatching thread, except {@link #read}, which any thread may call for a
 * sealed entry.
 */
final class SpillStore {
    /** Where a spilled chunk is: its batch file, the offset of its entry and the entry's length in bytes. */
    record Ref(int file, long offset, int length) {}

    private static final LZ4Compressor COMPRESSOR = LZ4Factory.safeInstance().fastCompressor();
    private static final LZ4FastDecompressor DECOMPRESSOR = LZ4Factory.safeInstance().fastDecompressor();
    private static final String SUFFIX = ".spill";

    private final Path folder;
    /** Live references per batch file (sealed files only; the open one is counted too). */
    private final Map<Integer, Integer> refs = new TreeMap<>();
    private int next;
    private FileChannel open;
    private int openFile = -1;
    private long openSize;
    private long spilled, reloaded, bytesWritten;

    SpillStore(Path folder) {
        this.folder = folder;
    }

    /** Writes chunk {@code c} to the open batch file (created if none is open); the entry is durable after {@link #seal}. */
    Ref put(ProtoChunk c) throws IOException {
        return put(ChunkSnapshot.bytes(c));
    }

    /** {@link #put(ProtoChunk)} of a chunk whose {@link ChunkSnapshot#bytes} are {@code plain}. */
    Ref put(byte[] plain) throws IOException {
        byte[] packed = new byte[8 + COMPRESSOR.maxCompressedLength(plain.length)];
        int n = COMPRESSOR.compress(plain, 0, plain.length, packed, 8, packed.length - 8);
        ByteBuffer.wrap(packed).putInt(n).putInt(plain.length);
        if (open == null) {
            Files.createDirectories(folder);
            openFile = next++;
            open = FileChannel.open(file(openFile), StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            openSize = 0;
        }
        ByteBuffer b = ByteBuffer.wrap(packed, 0, 8 + n);
        long at = openSize;
        while (b.hasRemaining()) openSize += open.write(b, openSize);
        refs.merge(openFile, 1, Integer::sum);
        spilled++;
        bytesWritten += 8 + n;
        return new Ref(openFile, at, 8 + n);
    }

    /** Forces the open batch file to disk and closes it (nothing to do when no chunk was put since the last seal). */
    void seal() throws IOException {
        if (open == null) return;
        open.force(true);
        open.close();
        open = null;
    }

    /** Reads a sealed entry back into {@code into} (reset to the chunk's position). */
    void read(Ref r, ProtoChunk into) throws IOException {
        byte[] packed = new byte[r.length()];
        try (FileChannel ch = FileChannel.open(file(r.file()), StandardOpenOption.READ)) {
            ByteBuffer b = ByteBuffer.wrap(packed);
            long at = r.offset();
            while (b.hasRemaining()) {
                int got = ch.read(b, at);
                if (got < 0) throw new IOException(file(r.file()) + ": ends before the chunk kept at " + r.offset());
                at += got;
            }
        } catch (IOException e) {
            throw new IOException("reading a chunk kept on disk from " + file(r.file()) + " failed: " + e.getMessage(), e);
        }
        ByteBuffer h = ByteBuffer.wrap(packed);
        int n = h.getInt(), plainLength = h.getInt();
        if (n != r.length() - 8 || plainLength < 0) throw new IOException(file(r.file()) + ": the chunk kept at " + r.offset() + " is damaged");
        byte[] plain = new byte[plainLength];
        DECOMPRESSOR.decompress(packed, 8, plain, 0, plainLength);
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(plain))) {
            ChunkSnapshot.read(in, into);
        }
    }

    /** Drops a reference (the chunk is back in memory, or no longer needed). */
    void release(Ref r) {
        refs.merge(r.file(), -1, Integer::sum);
        reloaded++;
    }

    /** Deletes the sealed batch files nothing refers to; call only after a journal naming the live ones is written. */
    void collect() throws IOException {
        var it = refs.entrySet().iterator();
        while (it.hasNext()) {
            var e = it.next();
            if (e.getValue() > 0 || e.getKey() == openFile && open != null) continue;
            Files.deleteIfExists(file(e.getKey()));
            it.remove();
        }
    }

    /**
     * A resumed run: counts the references its journal holds and deletes every other batch file of the folder (those a
     * stopped run spilled after its last journal). Batch numbers continue after the highest one found.
     */
    void adopt(Iterable<Ref> named) throws IOException {
        refs.clear();
        for (Ref r : named) refs.merge(r.file(), 1, Integer::sum);
        if (!Files.isDirectory(folder)) return;
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, "*" + SUFFIX)) {
            for (Path f : files) {
                String name = f.getFileName().toString();
                int n;
                try {
                    n = Integer.parseInt(name.substring(0, name.length() - SUFFIX.length()));
                } catch (NumberFormatException e) {
                    continue; // not ours
                }
                next = Math.max(next, n + 1);
                if (!refs.containsKey(n)) Files.delete(f);
            }
        }
        for (int n : refs.keySet()) {
            if (!Files.exists(file(n))) throw new IOException(file(n) + " is missing: the journal refers to chunks kept in it");
        }
    }

    /** Removes the folder and everything in it (a finished run). */
    void deleteAll() throws IOException {
        if (open != null) {
            open.close();
            open = null;
        }
        refs.clear();
        if (!Files.isDirectory(folder)) return;
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, "*" + SUFFIX)) {
            for (Path f : files) Files.delete(f);
        }
        try (DirectoryStream<Path> rest = Files.newDirectoryStream(folder)) {
            if (!rest.iterator().hasNext()) Files.delete(folder);
        }
    }

    /** Chunks written out so far by this run. */
    long spilled() {
        return spilled;
    }

    /** Chunks taken back (or dropped) so far by this run. */
    long reloaded() {
        return reloaded;
    }

    /** Bytes written to batch files so far by this run. */
    long bytesWritten() {
        return bytesWritten;
    }

    private Path file(int n) {
        return folder.resolve(n + SUFFIX);
    }
}
