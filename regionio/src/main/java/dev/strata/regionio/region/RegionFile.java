package dev.strata.regionio.region;

import dev.strata.regionio.ChunkReadException;
import dev.strata.regionio.RegionFormatException;
import dev.strata.regionio.nbt.NbtIO;
import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.locks.ReentrantLock;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * An Anvil region file {@code r.<rx>.<rz>.mca}: 32 x 32 chunks in 4 KiB sectors.
 *
 * <h2>Format</h2>
 * Bytes 0..4095 hold 1024 location entries, one per chunk at index {@code (chunkZ & 31) * 32 + (chunkX & 31)}:
 * a 3-byte big-endian sector offset and a 1-byte sector count; an all-zero entry means the chunk is absent.
 * Bytes 4096..8191 hold 1024 big-endian int timestamps (seconds since the epoch of the last write). A payload is
 * a 4-byte big-endian length (counting the type byte and the data), a {@link Compression} type byte and the
 * data, padded to whole sectors. A type with bit 128 set means the data lives in {@code c.<chunkX>.<chunkZ>.mcc}
 * beside the region file (the whole file is the compressed data); the game does this when a payload needs more
 * than 255 sectors, and so does {@link #write}.
 *
 * <h2>Reading</h2>
 * Absent means an empty header entry, nothing else. A present chunk that cannot be read raises
 * {@link ChunkReadException} naming the file, the chunk and the cause. One defect is tolerated, as the game
 * tolerates it: a zlib stream whose length field is short of its Adler-32 trailer, when the inflated data is
 * complete and the trailer bytes present agree with it ({@link RawChunk#tolerated()} says so and
 * {@link #scan()} lists it as a warning). A zero-length file is a valid empty region.
 *
 * <h2>Concurrency</h2>
 * Reads of any chunks proceed in parallel without locks: positional reads, validated by a per-chunk version
 * that writers bump when they publish a new entry (a read that overlapped a rewrite of its chunk is retried).
 * Writes to one region are serialized by a lock; compression happens before the lock is taken. Freed sectors are
 * recycled only after the header change that freed them is on disk, so neither a concurrent reader nor a crash
 * can see another chunk's data in place of the old payload. Sectors an entry's own length field covers are never
 * reused while the entry stands, even when its sector count is damaged (an unreadable chunk's payload may be whole;
 * it is kept). One process at a time may write a region
 * (the game must not run on the same world).
 *
 * <h2>Crash safety</h2>
 * A write puts the payload in free sectors, forces the file, then writes the 4-byte header entry. Killing the
 * process at any point leaves every chunk at its old or its new content. An external payload is renamed into
 * place as {@code c.<x>.<z>.mcc} before its header entry when the stub's compression stays the same; when an
 * external chunk changes compression, the new bytes wait in {@code c.<x>.<z>.mcc.<type>.pending} until the header
 * switch is forced, and a writable open finishes such a write a crash interrupted (the invariant and the one
 * window the game's format leaves: the comment on {@code store}). Renames are followed by a directory force
 * where the platform allows it.
 */
public final class RegionFile implements Closeable {
    /** Bytes per sector. */
    public static final int SECTOR_BYTES = 4096;
    /** Largest sector count a header entry can hold; larger payloads go to a {@code .mcc} file. */
    public static final int MAX_INLINE_SECTORS = 255;
    private static final int HEADER_BYTES = 2 * SECTOR_BYTES;

    private final Path path;
    private final int regionX;
    private final int regionZ;
    private final boolean writable;
    private final FileChannel channel;
    private final AtomicIntegerArray locations = new AtomicIntegerArray(1024);
    private final AtomicIntegerArray timestamps = new AtomicIntegerArray(1024);
    private final AtomicLongArray versions = new AtomicLongArray(1024);
    private final ReentrantLock writeLock = new ReentrantLock();
    private final SectorMap sectors;
    private final boolean empty;
    /** Test seam: called after each durable step of a write; a test throws from it to simulate a crash there. */
    StepHook stepHook;

    /** See {@link #stepHook}. */
    interface StepHook {
        void reached(String step) throws IOException;
    }

    private RegionFile(Path path, int regionX, int regionZ, boolean writable) throws IOException {
        this.path = path;
        this.regionX = regionX;
        this.regionZ = regionZ;
        this.writable = writable;
        if (Files.isDirectory(path)) throw new RegionFormatException(path, "is a folder, not a region file");
        if (writable && (!Files.exists(path) || Files.size(path) == 0)) createEmpty(path);
        this.channel = writable
                ? FileChannel.open(path, StandardOpenOption.READ, StandardOpenOption.WRITE)
                : FileChannel.open(path, StandardOpenOption.READ);
        try {
            long size = channel.size();
            empty = size == 0;
            if (!empty) {
                if (size < HEADER_BYTES) throw new RegionFormatException(path, "file of " + size + " bytes is shorter than the 8192-byte header");
                ByteBuffer header = ByteBuffer.allocate(HEADER_BYTES);
                readFully(header, 0);
                header.flip();
                for (int i = 0; i < 1024; i++) locations.set(i, header.getInt(i * 4));
                for (int i = 0; i < 1024; i++) timestamps.set(i, header.getInt(SECTOR_BYTES + i * 4));
            }
            if (writable) {
                sectors = new SectorMap((int) ((size + SECTOR_BYTES - 1) / SECTOR_BYTES));
                for (int i = 0; i < 1024; i++) {
                    int loc = locations.get(i);
                    if (loc != 0 && (loc >>> 8) >= 2) sectors.mark(loc >>> 8, protectedSectors(loc, size));
                }
                ExternalFiles.finishInterrupted(path, regionX, regionZ, (cx, cz) -> externalType(locations.get(index(cx, cz))));
            } else {
                sectors = null;
            }
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    /**
     * How many sectors from an entry's offset no write may reuse while the entry stands: its sector count, or more
     * when the payload's own length field covers more. An entry whose count byte is damaged (0, or too small) is
     * unreadable, but its payload may be intact; the sectors its length field covers stay its own, so that writing
     * other chunks never overwrites the bytes of a chunk that is reported as kept. Capped at the end of the file.
     */
    private int protectedSectors(int loc, long size) throws IOException {
        int offset = loc >>> 8;
        int count = loc & 0xFF;
        long start = (long) offset * SECTOR_BYTES;
        if (start + 4 > size) return count;
        ByteBuffer b = ByteBuffer.allocate(4);
        readFully(b, start);
        long length = b.getInt(0) & 0xFFFFFFFFL;
        long inFile = (size - start + SECTOR_BYTES - 1) / SECTOR_BYTES;
        long covered = Math.min((length + 4 + SECTOR_BYTES - 1) / SECTOR_BYTES, inFile);
        return (int) Math.max(count, covered);
    }

    /**
     * Opens a region file for reading only; the region coordinates come from the name ({@code r.<rx>.<rz>.mca},
     * possibly after a prefix).
     *
     * @throws NoSuchFileException    if the file does not exist
     * @throws RegionFormatException  if the name gives no coordinates (or ones out of {@link RegionFileName}'s
     *                                range), the path is a folder, or the header is cut short
     */
    public static RegionFile openReadOnly(Path path) throws IOException {
        int[] rc = coordinates(path);
        return new RegionFile(path, rc[0], rc[1], false);
    }

    /** Opens a region file for reading only, with explicit region coordinates. */
    public static RegionFile openReadOnly(Path path, int regionX, int regionZ) throws IOException {
        return new RegionFile(path, regionX, regionZ, false);
    }

    /**
     * Opens a region file for reading and writing, creating it (atomically, with an empty header) if it is absent
     * or zero-length.
     *
     * @throws RegionFormatException if the name gives no coordinates or the header is cut short
     */
    public static RegionFile open(Path path) throws IOException {
        int[] rc = coordinates(path);
        return new RegionFile(path, rc[0], rc[1], true);
    }

    /** Region coordinates {rx, rz} from a file name ending in {@code r.<rx>.<rz>.mca}. */
    static int[] coordinates(Path path) throws RegionFormatException {
        RegionFileName n = RegionFileName.of(path);
        return new int[] {n.regionX(), n.regionZ()};
    }

    private static void createEmpty(Path path) throws IOException {
        NbtIO.writeAtomically(path, new byte[HEADER_BYTES]);
    }

    /** The file. */
    public Path path() {
        return path;
    }

    /** Region x (chunk x / 32, rounded down). */
    public int regionX() {
        return regionX;
    }

    /** Region z (chunk z / 32, rounded down). */
    public int regionZ() {
        return regionZ;
    }

    /** Whether the chunk at absolute chunk coordinates has a non-empty header entry. */
    public boolean contains(int chunkX, int chunkZ) {
        return locations.get(index(chunkX, chunkZ)) != 0;
    }

    /** The chunks with a non-empty header entry, as {chunkX, chunkZ} pairs in header order (z-major). */
    public List<int[]> chunks() {
        List<int[]> out = new ArrayList<>();
        for (int i = 0; i < 1024; i++) if (locations.get(i) != 0) out.add(new int[] {regionX * 32 + (i & 31), regionZ * 32 + (i >> 5)});
        return out;
    }

    /** The timestamp of the chunk's last write, seconds since the epoch (0 if never written). */
    public int timestamp(int chunkX, int chunkZ) {
        return timestamps.get(index(chunkX, chunkZ));
    }

    /** The chunk's header entry: sector offset {@code << 8 |} sector count; 0 when absent. */
    public int location(int chunkX, int chunkZ) {
        return locations.get(index(chunkX, chunkZ));
    }

    private int index(int chunkX, int chunkZ) {
        if (Math.floorDiv(chunkX, 32) != regionX || Math.floorDiv(chunkZ, 32) != regionZ) {
            throw new IllegalArgumentException("chunk (" + chunkX + ", " + chunkZ + ") is not in region (" + regionX + ", " + regionZ + ") of " + path);
        }
        return (chunkZ & 31) * 32 + (chunkX & 31);
    }

    /**
     * Reads and parses a chunk's NBT.
     *
     * @return the root compound, or empty when the header entry is empty
     * @throws ChunkReadException when the chunk is present but unreadable (any cause, NBT included)
     */
    public Optional<CompoundBinaryTag> read(int chunkX, int chunkZ) throws IOException {
        Optional<RawChunk> raw = readRaw(chunkX, chunkZ);
        if (raw.isEmpty()) return Optional.empty();
        try {
            return Optional.of(NbtIO.read(raw.get().nbt()));
        } catch (IOException e) {
            throw new ChunkReadException(path, chunkX, chunkZ, e.getMessage(), e);
        }
    }

    /**
     * Reads and decompresses a chunk's payload without parsing it.
     *
     * @return the payload, or empty when the header entry is empty
     * @throws ChunkReadException when the chunk is present but its payload cannot be read or decompressed
     */
    public Optional<RawChunk> readRaw(int chunkX, int chunkZ) throws IOException {
        int i = index(chunkX, chunkZ);
        for (int attempt = 0; ; attempt++) {
            long v1 = versions.get(i);
            int loc = locations.get(i);
            if (loc == 0) return Optional.empty();
            RawChunk result;
            try {
                result = readAt(loc, chunkX, chunkZ);
            } catch (IOException e) {
                if (versions.get(i) != v1 && attempt < 100) continue;
                if (e instanceof ChunkReadException) throw e;
                throw new ChunkReadException(path, chunkX, chunkZ, e.getMessage(), e);
            }
            if (versions.get(i) == v1) return Optional.of(result);
        }
    }

    private RawChunk readAt(int loc, int chunkX, int chunkZ) throws IOException {
        int offset = loc >>> 8;
        int count = loc & 0xFF;
        long size = channel.size();
        long fileSectors = (size + SECTOR_BYTES - 1) / SECTOR_BYTES;
        if (offset < 2) throw fail(chunkX, chunkZ, "sector offset " + offset + " points into the header");
        if (count == 0) throw fail(chunkX, chunkZ, "sector count is 0 at offset " + offset);
        if (offset >= fileSectors) {
            throw fail(chunkX, chunkZ, "sectors " + offset + ".." + (offset + count - 1) + " lie past the end of the file (" + fileSectors + " sectors)");
        }
        long start = (long) offset * SECTOR_BYTES;
        int available = (int) Math.min((long) count * SECTOR_BYTES, size - start);
        if (available < 5) throw fail(chunkX, chunkZ, "payload header cut off by the end of the file (" + available + " bytes present)");
        ByteBuffer buf = ByteBuffer.allocate(available);
        readFully(buf, start);
        byte[] bytes = buf.array();
        int length = buf.getInt(0);
        if (length <= 0) throw fail(chunkX, chunkZ, "length field " + length + " is not positive");
        if (length > count * SECTOR_BYTES - 4) {
            throw fail(chunkX, chunkZ, "length field " + length + " exceeds its " + count + " sector(s)");
        }
        if (length > available - 4) {
            throw fail(chunkX, chunkZ, "claims length " + length + " with only " + (available - 4) + " bytes present before the end of the file");
        }
        int type = bytes[4] & 0xFF;
        Compression c = Compression.byId(type);
        if (c == null) throw fail(chunkX, chunkZ, "unknown compression type " + type);
        if (c == Compression.CUSTOM) {
            String name = customName(bytes, 5, length - 1);
            throw fail(chunkX, chunkZ, "custom compression '" + name + "' (type 127) is not supported");
        }
        boolean external = (type & 0x80) != 0;
        byte[] data = bytes;
        int dataOff = 5;
        int dataLen = length - 1;
        if (external) {
            Path mcc = externalPath(chunkX, chunkZ);
            try {
                data = ExternalFiles.readPayload(mcc);
            } catch (IOException e) {
                throw new ChunkReadException(mcc, chunkX, chunkZ, e.getMessage(), e);
            }
            Codec.Decoded whole = ExternalFiles.decodeOrNull(c, data);
            if (whole != null) return new RawChunk(whole.bytes(), c, true, data.length, whole.tolerated());
            // a compression-changing write interrupted after its header switch: the committed bytes are in the
            // pending file until it is renamed over the .mcc (see store); when it is gone, that rename has just
            // happened, so read the .mcc again
            byte[] pending = ExternalFiles.readPayloadOrNull(pendingPath(chunkX, chunkZ, c));
            Codec.Decoded fromPending = ExternalFiles.decodeOrNull(c, pending);
            if (fromPending != null) return new RawChunk(fromPending.bytes(), c, true, pending.length, fromPending.tolerated());
            if (pending == null) {
                try {
                    data = ExternalFiles.readPayload(mcc);
                } catch (IOException e) {
                    throw new ChunkReadException(mcc, chunkX, chunkZ, e.getMessage(), e);
                }
            }
            // not decodable: the decompression below reports why
            if (data == null) throw fail(chunkX, chunkZ, "payload is marked external but " + mcc.getFileName() + " does not exist");
            dataOff = 0;
            dataLen = data.length;
        }
        try {
            Codec.Decoded d = Codec.decompress(c, data, dataOff, dataLen);
            return new RawChunk(d.bytes(), c, external, dataLen, d.tolerated());
        } catch (IOException | RuntimeException e) {
            String what = e instanceof dev.strata.regionio.DecompressedSizeException
                    ? c.name().toLowerCase(java.util.Locale.ROOT) + " payload " + e.getMessage()
                    : "bad " + c.name().toLowerCase(java.util.Locale.ROOT) + " data: " + e.getMessage();
            throw new ChunkReadException(external ? externalPath(chunkX, chunkZ) : path, chunkX, chunkZ, what, e);
        }
    }

    private static String customName(byte[] b, int off, int len) {
        if (len < 2) return "(name missing)";
        int n = ((b[off] & 0xFF) << 8) | (b[off + 1] & 0xFF);
        if (n > len - 2) return "(name cut off)";
        return new String(b, off + 2, n, java.nio.charset.StandardCharsets.UTF_8);
    }

    private ChunkReadException fail(int chunkX, int chunkZ, String what) {
        return new ChunkReadException(path, chunkX, chunkZ, what, null);
    }

    /** The external payload file of a chunk: {@code c.<chunkX>.<chunkZ>.mcc} beside the region file. */
    public Path externalPath(int chunkX, int chunkZ) {
        return path.resolveSibling("c." + chunkX + "." + chunkZ + ".mcc");
    }

    /**
     * Serializes and writes a chunk (zlib unless told otherwise).
     *
     * @throws IllegalStateException if the file was opened read-only
     */
    public void write(int chunkX, int chunkZ, CompoundBinaryTag nbt, Compression compression) throws IOException {
        writeRaw(chunkX, chunkZ, NbtIO.write(nbt), compression);
    }

    /**
     * Compresses and writes a chunk's uncompressed NBT bytes, crash-safely (see the class comment); the timestamp
     * becomes the current time. Payloads over {@value #MAX_INLINE_SECTORS} sectors go to the chunk's {@code .mcc}.
     *
     * @param compression GZIP, ZLIB, NONE or LZ4
     */
    public void writeRaw(int chunkX, int chunkZ, byte[] nbt, Compression compression) throws IOException {
        if (compression == Compression.CUSTOM) throw new IllegalArgumentException("cannot write custom compression");
        index(chunkX, chunkZ);
        byte[] data = Codec.compress(compression, nbt);
        writeLock.lock();
        try {
            checkWritable();
            store(new int[] {chunkX}, new int[] {chunkZ}, new byte[][] {data}, compression, (int) (System.currentTimeMillis() / 1000), false);
        } finally {
            writeLock.unlock();
        }
    }

    /**
     * Writes many chunks with two disk syncs in all instead of one per chunk, crash-safely: every payload goes to
     * free sectors (never over a sector the current header uses), the payloads are forced to disk, then the header
     * entries are published in the given order and forced. A crash before the first force leaves the old chunks;
     * after it, each chunk is old or new, never torn. Used by generation, which writes whole regions at once.
     *
     * <p>Given the same inputs in the same order on the same starting file, the resulting file bytes are identical
     * (sector allocation is deterministic), which keeps output independent of how chunks were computed.
     *
     * @param chunkXs    chunk x of each entry
     * @param chunkZs    chunk z of each entry
     * @param compressed each chunk's payload, already compressed with {@code compression} (see {@link Codec#compress})
     * @param timestamp  seconds since the epoch to store for every chunk written
     */
    public void writeBatch(int[] chunkXs, int[] chunkZs, byte[][] compressed, Compression compression, int timestamp) throws IOException {
        if (compression == Compression.CUSTOM) throw new IllegalArgumentException("cannot write custom compression");
        int n = compressed.length;
        if (chunkXs.length != n || chunkZs.length != n) throw new IllegalArgumentException("array lengths differ");
        for (int k = 0; k < n; k++) index(chunkXs[k], chunkZs[k]);
        writeLock.lock();
        try {
            checkWritable();
            store(chunkXs, chunkZs, compressed, compression, timestamp, true);
        } finally {
            writeLock.unlock();
        }
    }

    /*
     * How external payloads are replaced. The game's format names the external file after the chunk alone
     * (c.<x>.<z>.mcc) and keeps its compression in the stub sector of the region file, so an external payload is
     * spread over two files that no single rename can switch together. The invariant kept:
     *
     *   (I) at every instant, for every chunk, the header entry on disk references a payload that decodes, with the
     *       compression its sector names, to the chunk's old or its new NBT; for Strata's reader "references"
     *       includes c.<x>.<z>.mcc.<type>.pending (below), for a format-only reader (the game) it does not.
     *
     * Case S, the stub's compression does not change (the old entry is absent, inline, or external with the same
     * compression; or its stub cannot be read): the new .mcc is written to c.<x>.<z>.mcc.tmp, forced, renamed over
     * c.<x>.<z>.mcc and the directory forced, and only then is the new stub written and the header switched. Before
     * the switch the old entry either does not read the .mcc or reads it with the same compression, so old or new
     * bytes both decode: (I) holds for every reader, across power loss too (the rename is durable before the
     * header write can be).
     *
     * Case C, an external chunk changes compression (old stub A, new B): whichever of the .mcc rename and the
     * header switch comes first, the .mcc holds bytes of one compression while the header names the other until
     * the second lands. So the new bytes go to c.<x>.<z>.mcc.<B>.pending first (forced, directory forced), then
     * the new stub (forced), then the header switch (forced: the commit point), then the pending file is renamed
     * over the .mcc (directory forced). Crash before the commit: header A, .mcc A, the pending file is ignored and
     * deleted by the next writable open. Crash after it: header B, .mcc still A, pending B complete: the reader
     * falls back to the pending file when the .mcc does not decode with the header's compression (it cannot: A is
     * not B, and every format is recognisable by its first bytes), and the next writable open renames it over the
     * .mcc, after which the files alone satisfy (I) again. The game itself cannot read the chunk in that one
     * window (header switched, rename not yet done) after a crash there, until Strata opens the region for
     * writing; no bytes are lost at any point.
     *
     * An .mcc made obsolete by an inline rewrite is deleted only after the header switch is forced.
     */
    private void store(int[] xs, int[] zs, byte[][] data, Compression compression, int timestamp, boolean forceHeader) throws IOException {
        int n = data.length;
        int[] newLocations = new int[n];
        boolean[] external = new boolean[n];
        boolean[] viaPending = new boolean[n];
        boolean anyPending = false;
        for (int k = 0; k < n; k++) {
            int sectorsNeeded = (5 + data[k].length + SECTOR_BYTES - 1) / SECTOR_BYTES;
            external[k] = sectorsNeeded > MAX_INLINE_SECTORS;
            if (!external[k]) continue;
            int oldType = externalType(locations.get(index(xs[k], zs[k])));
            Path pending = pendingPath(xs[k], zs[k], compression);
            if (oldType > 0 && oldType != compression.id()) {
                ExternalFiles.writeForced(pending, data[k]);
                viaPending[k] = true;
                anyPending = true;
            } else {
                NbtIO.writeAtomically(externalPath(xs[k], zs[k]), data[k]);
                // a pending file of an earlier write that failed after its commit is superseded by this .mcc
                Files.deleteIfExists(pending);
                step("mcc-replaced");
            }
        }
        if (anyPending) {
            NbtIO.forceDirectory(directory());
            step("pending-written");
        }
        for (int k = 0; k < n; k++) {
            ByteBuffer payload;
            if (external[k]) {
                payload = ByteBuffer.allocate(SECTOR_BYTES);
                payload.putInt(1).put((byte) (compression.id() | 0x80));
            } else {
                int sectorsNeeded = (5 + data[k].length + SECTOR_BYTES - 1) / SECTOR_BYTES;
                payload = ByteBuffer.allocate(sectorsNeeded * SECTOR_BYTES);
                payload.putInt(data[k].length + 1).put((byte) compression.id()).put(data[k]);
            }
            payload.clear();
            int count = payload.capacity() / SECTOR_BYTES;
            int offset = sectors.allocate(count);
            writeFully(payload, (long) offset * SECTOR_BYTES);
            newLocations[k] = (offset << 8) | count;
        }
        channel.force(false);
        // every header change before this force is now durable: their old sectors may be reused
        sectors.releasePending();
        step("payload-forced");
        for (int k = 0; k < n; k++) {
            int i = index(xs[k], zs[k]);
            int old = locations.get(i);
            publish(i, newLocations[k], timestamp);
            if (old != 0 && (old >>> 8) >= 2) sectors.freeLater(old >>> 8, old & 0xFF);
        }
        if (forceHeader || anyPending) {
            channel.force(false);
            sectors.releasePending();
            step("header-forced");
        }
        if (anyPending) {
            for (int k = 0; k < n; k++) {
                if (viaPending[k]) {
                    Files.move(pendingPath(xs[k], zs[k], compression), externalPath(xs[k], zs[k]), StandardCopyOption.ATOMIC_MOVE,
                            StandardCopyOption.REPLACE_EXISTING);
                }
            }
            NbtIO.forceDirectory(directory());
            step("pending-renamed");
        }
        for (int k = 0; k < n; k++) {
            if (!external[k]) dropExternal(xs[k], zs[k]);
        }
    }

    /** The compression id an entry's stub names when the entry is external, else -1 (absent, inline, unreadable). */
    private int externalType(int loc) throws IOException {
        if (loc == 0 || (loc >>> 8) < 2) return -1;
        long at = (long) (loc >>> 8) * SECTOR_BYTES;
        if (at + 5 > channel.size()) return -1;
        ByteBuffer b = ByteBuffer.allocate(5);
        readFully(b, at);
        int type = b.get(4) & 0xFF;
        return (type & 0x80) != 0 && b.getInt(0) > 0 ? type & 0x7F : -1;
    }

    /** {@link ExternalFiles#pendingPath} of this region's chunk. */
    Path pendingPath(int chunkX, int chunkZ, Compression compression) {
        return ExternalFiles.pendingPath(path, chunkX, chunkZ, compression);
    }

    private Path directory() {
        return path.toAbsolutePath().getParent();
    }

    /** Removes a chunk: empties its header entry (its sectors are recycled later) and deletes its .mcc if any. */
    public void delete(int chunkX, int chunkZ) throws IOException {
        int i = index(chunkX, chunkZ);
        writeLock.lock();
        try {
            checkWritable();
            int old = locations.get(i);
            if (old == 0) return;
            publish(i, 0);
            if ((old >>> 8) >= 2) sectors.freeLater(old >>> 8, old & 0xFF);
            dropExternal(chunkX, chunkZ);
        } finally {
            writeLock.unlock();
        }
    }

    /** Forces everything written so far to disk. */
    public void flush() throws IOException {
        if (!writable) return;
        writeLock.lock();
        try {
            channel.force(false);
            sectors.releasePending();
        } finally {
            writeLock.unlock();
        }
    }

    private void dropExternal(int chunkX, int chunkZ) throws IOException {
        Path mcc = externalPath(chunkX, chunkZ);
        if (Files.exists(mcc)) {
            // the header no longer points at it; make that durable before the file goes
            channel.force(false);
            sectors.releasePending();
            Files.deleteIfExists(mcc);
        }
    }

    private void publish(int i, int location) throws IOException {
        publish(i, location, (int) (System.currentTimeMillis() / 1000));
    }

    private void publish(int i, int location, int now) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(4);
        b.putInt(0, location);
        writeFully(b, i * 4L);
        b.clear();
        b.putInt(0, location == 0 ? 0 : now);
        writeFully(b, SECTOR_BYTES + i * 4L);
        locations.set(i, location);
        timestamps.set(i, location == 0 ? 0 : now);
        versions.incrementAndGet(i);
    }

    private void step(String name) throws IOException {
        StepHook h = stepHook;
        if (h != null) h.reached(name);
    }

    private void checkWritable() {
        if (!writable) throw new IllegalStateException(path + " was opened read-only");
    }

    /**
     * Checks every chunk without changing the file: reads, decompresses and parses each present chunk's NBT and
     * reports each problem (unreadable chunks as errors; tolerated defects, chunks whose {@code xPos}/{@code zPos}
     * disagree with their slot, overlapping sectors and a file size that is not a whole number of sectors as
     * warnings). See {@link RegionScanner}.
     */
    public RegionScan scan() throws IOException {
        return RegionScanner.scan(this, channel.size());
    }

    private void readFully(ByteBuffer buf, long position) throws IOException {
        while (buf.hasRemaining()) {
            int n = channel.read(buf, position + buf.position());
            if (n < 0) throw new IOException("unexpected end of file at byte " + (position + buf.position()));
        }
    }

    private void writeFully(ByteBuffer buf, long position) throws IOException {
        while (buf.hasRemaining()) channel.write(buf, position + buf.position());
    }

    /** Forces pending writes to disk and closes the file. */
    @Override
    public void close() throws IOException {
        try {
            if (writable && channel.isOpen()) flush();
        } finally {
            channel.close();
        }
    }
}
