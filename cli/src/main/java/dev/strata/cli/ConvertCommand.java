package dev.strata.cli;

import dev.strata.regionio.nbt.NbtIO;
import dev.strata.regionio.region.Compression;
import dev.strata.regionio.region.RawChunk;
import dev.strata.regionio.region.RegionFile;
import dev.strata.regionio.world.Dimension;
import dev.strata.regionio.world.SessionLock;
import dev.strata.regionio.world.WorldLayout;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.IntBinaryTag;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code strata convert}: rewrites every region file (chunks, entities, poi) of a world's overworld, nether and end
 * with another chunk compression, and optionally moves a pre-26.1 layout to the 26.x one ({@code --layout 26}) or
 * back ({@code --layout legacy}). The chunk NBT is kept exactly: payloads are decompressed and recompressed, never
 * parsed. Oversized payloads go to (or come back from) {@code c.<x>.<z>.mcc} files as regionio decides.
 *
 * <p>Each region is written to a temporary file in a folder of its own (unique name) inside a {@code .strata-convert}
 * folder beside it, so parallel workers and leftovers of an interrupted run never share a temporary path; a verify
 * pass reads every chunk of it back and compares the NBT bytes with the source; only then is the old file replaced
 * (atomic move). Oversized payloads ({@code c.<x>.<z>.mcc}) keep their name across compressions, so the new ones
 * cannot be put in place in the same instant as the region: before the first one overwrites an old one, durable
 * copies of the old ones and a marker go into the job's folder, and {@link #recoverInterrupted} (run at the start
 * of every convert) undoes a replace that a crash stopped before the region's rename, or drops the copies when the
 * rename happened. Between the first {@code .mcc} move and the rename, the chunks with overwritten {@code .mcc}
 * files read as corrupt (old region header, new compression) until the next convert runs; nothing is lost. Each
 * rename that recovery depends on is followed by a force of its folder ({@link NbtIO#forceDirectory}, best effort),
 * so a power loss cannot undo it after a later step landed: the marker and copies before the first {@code .mcc}
 * move, the {@code .mcc} moves before the region's rename, the rename before the source's cleanup. The
 * {@code .strata-convert} folders are removed, when empty, once all workers are done. A region holding unreadable chunks is instead converted in place chunk by chunk (each write crash-safe and
 * read back), so the unreadable chunks stay exactly as they were; they are reported with file and chunk and the
 * run goes on; this in-place path is taken only with {@code --force} (without it such a region is left unconverted,
 * and a layout move takes it along byte for byte),
 * and regionio never reuses the sectors an unreadable entry's own length field covers. A chunk is unreadable when
 * its payload does not decompress or its NBT does not parse, as for {@code inspect}. Exit codes:
 * {@link ExitCodes#OK}; {@link ExitCodes#BAD_INPUT} when some chunk was unreadable or a verify failed (that region
 * is left as it was); {@link ExitCodes#IO} when the file system failed for some region (a full disk: each is named
 * and left whole, the others are converted); {@link ExitCodes#USAGE} for a negative {@code --workers}.
 */
@Command(name = "convert", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Rewrite region files with another compression (zlib, gzip, none, lz4), optionally moving the world layout.",
            "Chunk NBT is kept byte for byte; every converted chunk is read back and compared before the old file is replaced.",
            "A region holding unreadable chunks (payload or NBT) is left unconverted (a layout move still moves it as it is) unless "
                + "--force is given; then its readable chunks are converted in place and the unreadable ones keep their bytes.",
            ""},
        footerHeading = "%n",
        footer = {"Examples:",
            "  strata convert --world ~/srv/world --compression lz4",
            "  strata convert --world ~/srv/world --compression zlib --layout 26",
            "",
            "Exit codes: 0 done, 2 usage (a negative --workers), 3 some chunk was unreadable (kept as it was) or "
                + "a region could not be converted (left unchanged), 4 file system error (a missing --world or one naming a file, a full disk: each "
                + "region concerned is named and left whole), 5 the world is in use, 70 internal error."})
final class ConvertCommand implements Callable<Integer> {

    @Option(names = "--world", required = true, paramLabel = "<dir>", description = "World folder.")
    Path world;

    @Option(names = "--compression", required = true, paramLabel = "zlib|gzip|none|lz4", completionCandidates = Choices.Compressions.class,
            description = "Compression to write.")
    String compression;

    @Option(names = "--layout", paramLabel = "26|legacy", completionCandidates = Choices.Layouts.class,
            description = "Also move dimension folders to the 26.x layout (26) or the older one (legacy); a folder "
                + "left empty by the move is removed.")
    String layout;

    @Option(names = "--workers", paramLabel = "<n>", defaultValue = "0", description = "Parallel workers (default: number of cores).")
    int workers;

    @Option(names = "--force", description = "Also convert regions holding unreadable chunks, in place chunk by chunk; "
            + "the unreadable chunks' bytes are kept. Without it such regions are left unchanged.")
    boolean force;

    @Option(names = "--any-layout", description = "Move to --layout even when the world's level.dat says a version whose "
            + "game reads the other layout (that game would then find no chunks). Without it such a move is refused.")
    boolean anyLayout;

    @Spec
    CommandSpec spec;

    private final AtomicLong chunks = new AtomicLong(), files = new AtomicLong(), unreadable = new AtomicLong(), failedFiles = new AtomicLong(),
            fileSystemFailures = new AtomicLong();
    private final List<String> problems = Collections.synchronizedList(new ArrayList<>());

    @Override
    public Integer call() throws Exception {
        if (workers != 0) Workers.require(workers); // 0: the default, one per core
        WorldFolder.require(world, true);
        // the game's world lock for the whole run: never beside a server, the game or another strata command
        try (SessionLock lock = SessionLock.acquire(world)) {
            return InterruptNotice.during(spec.commandLine().getErr(), "every region converted so far is complete; a region being replaced is finished or undone when convert runs again; run the same command again to finish.", this::run);
        }
    }

    private int run() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Compression target = WorldCompression.parse(compression);
        Integer layoutVersion = null;
        if (layout != null) {
            layoutVersion = switch (layout) {
                case "26" -> dev.strata.regionio.chunk.ChunkCodec.DATA_VERSION;
                case "legacy" -> WorldLayout.LAST_LEGACY_DATA_VERSION;
                default -> throw new StrataCliException(ExitCodes.USAGE, "--layout must be 26 or legacy, not '" + layout + "'");
            };
            if (!anyLayout) requireLayoutOfVersion(layoutVersion);
        }
        List<Path[]> jobs = new ArrayList<>();
        for (Dimension d : List.of(Dimension.OVERWORLD, Dimension.NETHER, Dimension.END)) {
            for (WorldLayout.Kind kind : WorldLayout.Kind.values()) {
                Path from = WorldLayout.folderForReading(world, d, kind);
                if (from == null) continue;
                Path to = layoutVersion == null ? from : WorldLayout.folderForWriting(world, d, kind, layoutVersion);
                for (Path f : WorldLayout.regionFiles(from)) jobs.add(new Path[] {f, to.resolve(f.getFileName())});
            }
        }
        if (jobs.isEmpty()) throw new StrataCliException(ExitCodes.BAD_INPUT, world + ": no region files found");
        for (Path folder : jobs.stream().flatMap(j -> Stream.of(j[0].getParent(), j[1].getParent())).distinct().toList()) {
            for (String line : recoverInterrupted(folder)) err.println(line);
        }
        int n = workers > 0 ? workers : Runtime.getRuntime().availableProcessors();
        long t0 = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(n);
        try {
            List<Future<?>> fs = new ArrayList<>();
            for (Path[] j : jobs) fs.add(pool.submit(() -> {
                try {
                    convert(j[0], j[1], target);
                } catch (IOException | RuntimeException e) {
                    countFailure(e);
                    problems.add(j[0] + ": conversion failed: " + describe(e));
                }
                return null;
            }));
            for (Future<?> f : fs) f.get();
        } finally {
            pool.shutdown();
        }
        // only now, with no worker left, is it safe to remove the shared temporary folders (when empty)
        for (Path tmpRoot : jobs.stream().map(j -> tmpRoot(j[0])).distinct().toList()) {
            try {
                Files.deleteIfExists(tmpRoot);
            } catch (IOException e) {
                // not empty (kept work of a failed replace) or already gone: leave it
            }
        }
        if (layoutVersion != null) {
            List<Path> destinations = jobs.stream().map(j -> j[1].getParent()).distinct().toList();
            for (Path from : jobs.stream().map(j -> j[0].getParent()).distinct().toList()) {
                if (destinations.contains(from)) continue;
                for (Path gone : removeEmptied(world, from, destinations)) out.println("removed the emptied folder " + gone);
            }
        }
        for (String p : problems) err.println(p);
        out.printf("converted %s in %s to %s in %.2f s; %d unreadable chunk%s kept as %s, %s left unchanged%n",
                Words.count(chunks.get(), "chunk"), Words.count(files.get(), "file"), target.name().toLowerCase(Locale.ROOT),
                (System.nanoTime() - t0) / 1e9, unreadable.get(), unreadable.get() == 1 ? "" : "s", unreadable.get() == 1 ? "it was" : "they were",
                Words.count(failedFiles.get(), "file"));
        out.flush();
        if (fileSystemFailures.get() > 0) return ExitCodes.IO;
        return unreadable.get() + failedFiles.get() > 0 ? ExitCodes.BAD_INPUT : ExitCodes.OK;
    }

    /**
     * Refuses a {@code --world} that is not a folder: a file (often a region file given by mistake) is named as
     * such rather than reported missing. Exit code {@link ExitCodes#IO}, as {@code generate} gives for a world path
     * that is a file; a path that does not exist is a missing file (also {@link ExitCodes#IO}).
     */
    /**
     * After a layout move, removes {@code from} if the move left it empty, then each parent that is left empty in
     * turn (e.g. {@code DIM-1/} once its {@code region}, {@code entities} and {@code poi} are gone), stopping at the
     * world folder. Only empty folders are removed ({@link Files#delete} refuses any other); never a symbolic link,
     * the world folder itself or a folder holding a destination.
     *
     * @return the folders removed
     */
    static List<Path> removeEmptied(Path world, Path from, List<Path> destinations) {
        List<Path> removed = new ArrayList<>();
        Path w = world.toAbsolutePath().normalize();
        for (Path dir = from; dir != null; dir = dir.getParent()) {
            Path abs = dir.toAbsolutePath().normalize();
            if (!abs.startsWith(w) || abs.equals(w)) break;
            if (Files.isSymbolicLink(dir) || !Files.isDirectory(dir)) break;
            if (destinations.stream().anyMatch(d -> d.toAbsolutePath().normalize().startsWith(abs))) break;
            try {
                Files.delete(dir); // fails (DirectoryNotEmptyException) unless empty
            } catch (IOException e) {
                break; // not empty, or not ours to remove: leave it and its parents
            }
            removed.add(dir);
            NbtIO.forceDirectory(dir.getParent()); // best effort: an empty folder back after a power loss is harmless
        }
        return removed;
    }

    private void convert(Path source, Path dest, Compression target) throws IOException {
        if (Files.size(source) == 0) {
            if (!source.equals(dest)) moveWithExternals(source, dest);
            return;
        }
        List<int[]> good = new ArrayList<>();
        List<byte[]> payloads = new ArrayList<>();
        int bad = 0;
        try (RegionFile in = RegionFile.openReadOnly(source)) {
            for (int[] c : in.chunks()) {
                try {
                    Optional<RawChunk> raw = in.readRaw(c[0], c[1]);
                    if (raw.isEmpty()) continue;
                    // unreadable means what inspect says: the NBT must parse too (it is still copied byte for byte)
                    try {
                        NbtIO.read(raw.get().nbt());
                    } catch (IOException e) {
                        throw new dev.strata.regionio.ChunkReadException(source, c[0], c[1], e.getMessage(), e);
                    }
                    good.add(c);
                    payloads.add(raw.get().nbt());
                } catch (IOException e) {
                    bad++;
                    problems.add(source + " chunk " + c[0] + "," + c[1] + ": unreadable, kept as it was: " + describe(e));
                }
            }
        } catch (IOException e) {
            countFailure(e);
            problems.add(source + ": cannot be read as a region file, left unchanged: " + describe(e));
            return;
        }
        unreadable.addAndGet(bad);
        if (bad > 0 && !force) {
            // writing into a damaged file risks the bytes of what cannot be read: only when asked to; a layout move
            // still takes the file along, byte for byte, so that the world is not left split between two layouts
            failedFiles.incrementAndGet();
            problems.add(source + ": holds " + bad + " unreadable chunk(s), left unconverted" + (source.equals(dest) ? "" : " (moved as it is to " + dest + ")")
                    + "; --force converts its readable chunks in place, keeping the unreadable ones' bytes");
            if (!source.equals(dest)) moveWithExternals(source, dest);
            return;
        }
        if (bad > 0) {
            // keep the unreadable chunks' bytes: convert the readable ones in place, one crash-safe write each
            try (RegionFile rf = RegionFile.open(source)) {
                for (int i = 0; i < good.size(); i++) {
                    int[] c = good.get(i);
                    rf.writeRaw(c[0], c[1], payloads.get(i), target);
                    byte[] back = rf.readRaw(c[0], c[1]).orElseThrow(() -> new VerifyException("chunk " + c[0] + "," + c[1] + " missing after its write")).nbt();
                    if (!Arrays.equals(back, payloads.get(i))) throw new VerifyException("chunk " + c[0] + "," + c[1] + " reads back different");
                }
                rf.flush();
            } catch (IOException e) {
                // every chunk write is crash-safe: each chunk holds its old or its new payload
                countFailure(e);
                problems.add(source + ": in-place conversion stopped, chunks not yet written keep their old compression: " + describe(e));
                return;
            }
            chunks.addAndGet(good.size());
            files.incrementAndGet();
            if (!source.equals(dest)) moveWithExternals(source, dest);
            return;
        }
        RewriteProblem problem = rewrite(source, dest, good, payloads, Collections.nCopies(good.size(), target));
        if (problem != null) {
            failedFiles.incrementAndGet();
            if (problem.fileSystem()) fileSystemFailures.incrementAndGet();
            problems.add(problem.message());
            return;
        }
        chunks.addAndGet(good.size());
        files.incrementAndGet();
    }

    /**
     * Writes a new region file holding exactly {@code good} (chunk coordinates) with their NBT {@code payloads}, each
     * in its compression, into a job folder of its own beside {@code source}; reads every chunk back and compares
     * (and the chunk count); only then replaces {@code dest} by an atomic rename, its {@code .mcc} files handled as
     * described in the class comment, and removes the source's {@code .mcc} files of the chunks written. Shared by
     * {@code convert} and {@code trim} (which keeps each chunk's compression and leaves chunks out).
     *
     * @return null when done; else the problem, for the report (the region left as it was, or the verified copy kept
     *     for the next run's {@link #recoverInterrupted})
     * @throws IOException when the job folder cannot be created (nothing was changed)
     */
    static RewriteProblem rewrite(Path source, Path dest, List<int[]> good, List<byte[]> payloads, List<Compression> compressions) throws IOException {
        Path tmpRoot = tmpRoot(source);
        Files.createDirectories(tmpRoot);
        // a folder of this job's own: the region file keeps its name (regionio reads the coordinates from it) and
        // regionio's own temporary files (<name>.tmp, c.<x>.<z>.mcc.tmp) and the .mcc files land beside it
        Path work = Files.createTempDirectory(tmpRoot, source.getFileName() + "-");
        Path tmp = work.resolve(source.getFileName());
        try {
            try (RegionFile outFile = RegionFile.open(tmp)) {
                for (int i = 0; i < good.size(); i++) outFile.writeRaw(good.get(i)[0], good.get(i)[1], payloads.get(i), compressions.get(i));
                outFile.flush();
            }
            try (RegionFile check = RegionFile.openReadOnly(tmp)) {
                if (check.chunks().size() != good.size()) throw new VerifyException("holds " + check.chunks().size() + " chunks, expected " + good.size());
                for (int i = 0; i < good.size(); i++) {
                    int[] c = good.get(i);
                    RawChunk back = check.readRaw(c[0], c[1]).orElseThrow(() -> new VerifyException("chunk " + c[0] + "," + c[1] + " missing"));
                    if (!Arrays.equals(back.nbt(), payloads.get(i))) throw new VerifyException("chunk " + c[0] + "," + c[1] + " reads back different");
                }
            }
        } catch (IOException | RuntimeException e) {
            deleteTree(work);
            String step = isFileSystem(e) ? "writing the new copy failed" : "verify failed";
            return new RewriteProblem(source + ": " + step + ", left unchanged: " + describe(e) + " (writing " + tmp + ")", isFileSystem(e));
        }
        try {
            Files.createDirectories(dest.getParent());
            // external payloads first, then the region file itself (atomic replace), then stale .mcc of the source
            List<String> newExternal = new ArrayList<>();
            try (Stream<Path> s = Files.list(work)) {
                for (Path p : s.toList()) {
                    String name = p.getFileName().toString();
                    if (name.startsWith("c.") && name.endsWith(".mcc")) newExternal.add(name);
                }
            }
            // an .mcc of the same name may be the payload the live region still points at, in the old compression:
            // a durable copy of each one, and a marker naming the destination, go into the job's folder first, so
            // that a crash before the region's rename can be undone (recoverInterrupted) and nothing is lost
            List<String> overwritten = new ArrayList<>();
            for (String name : newExternal) if (Files.exists(dest.resolveSibling(name))) overwritten.add(name);
            if (!overwritten.isEmpty()) {
                Path keep = Files.createDirectories(work.resolve(OLD_MCC));
                for (String name : overwritten) {
                    Files.copy(dest.resolveSibling(name), keep.resolve(name), StandardCopyOption.REPLACE_EXISTING);
                    force(keep.resolve(name));
                }
                Files.writeString(work.resolve(MARKER), dest.toAbsolutePath().toString());
                force(work.resolve(MARKER));
                // the copies and the marker must be findable after a power loss before any old .mcc is overwritten:
                // force their folders up to the region folder (the job folder and .strata-convert are new entries)
                NbtIO.forceDirectory(keep);
                NbtIO.forceDirectory(work);
                NbtIO.forceDirectory(tmpRoot);
                NbtIO.forceDirectory(tmpRoot.getParent());
            }
            for (String name : newExternal) {
                Files.move(work.resolve(name), dest.resolveSibling(name), StandardCopyOption.REPLACE_EXISTING);
                if (crashHook != null) crashHook.run();
            }
            // the new .mcc files must be durable before the region that names their compression is
            if (!newExternal.isEmpty()) NbtIO.forceDirectory(dest.getParent());
            Files.move(tmp, dest, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            // and the rename before the source's files and the job folder (the undo information) are deleted
            NbtIO.forceDirectory(dest.getParent());
            for (int[] c : good) {
                String name = "c." + c[0] + "." + c[1] + ".mcc";
                if (!newExternal.contains(name)) Files.deleteIfExists(dest.resolveSibling(name));
                if (!source.equals(dest)) Files.deleteIfExists(source.resolveSibling(name));
            }
            if (!source.equals(dest)) {
                Files.deleteIfExists(source);
                NbtIO.forceDirectory(source.getParent());
            }
        } catch (IOException e) {
            // the verified copy stays in its folder: it may be the only region file matching .mcc files already moved
            return new RewriteProblem(source + ": replacing it failed, the verified copy is kept in " + work
                    + " (the next convert or trim restores or finishes it): " + describe(e), isFileSystem(e));
        }
        deleteTree(work);
        return null;
    }

    /**
     * Refuses (exit {@link ExitCodes#CONFLICT}) to move a world into the layout that the game of its level.dat's
     * version does not read: a 1.21.11 or older game looks in {@code region/}, {@code DIM-1/}, {@code DIM1/}; a 26.x
     * game in {@code dimensions/}. (The game 26.x moves an older world itself when it opens it.)
     */
    private void requireLayoutOfVersion(int layoutVersion) throws IOException {
        Path levelDat = world.resolve("level.dat");
        if (!Files.isRegularFile(levelDat)) return;
        var data = NbtIO.readGzipFile(levelDat).get("Data");
        var dv = data instanceof CompoundBinaryTag c ? c.get("DataVersion") : null;
        int version = dv instanceof IntBinaryTag i ? i.value() : 0;
        boolean reads26 = WorldLayout.usesDimensionsFolder(version);
        if (reads26 == WorldLayout.usesDimensionsFolder(layoutVersion)) return;
        throw new StrataCliException(ExitCodes.CONFLICT, levelDat + " says DataVersion " + version + ": the game of that version reads the "
                + (reads26 ? "26.x layout (dimensions/)" : "pre-26 layout (region/, DIM-1/, DIM1/)") + ", so after --layout " + layout
                + " it would find no chunks. " + (reads26 ? "" : "The game 26.2 moves an older world itself when it opens it. ")
                + "Nothing was changed; --any-layout moves it anyway.");
    }

    /**
     * Why {@link #rewrite} left a region as it was: the report line, and whether the file system failed (a full disk)
     * rather than the verify.
     */
    record RewriteProblem(String message, boolean fileSystem) {}

    /**
     * Counts a region left unchanged (or stopped) by {@code e}: a failure of the file system (a full disk, a folder
     * that cannot be created; any {@link IOException} that is not about the input) also makes the exit code
     * {@link ExitCodes#IO}, as for the other commands.
     */
    private void countFailure(Throwable e) {
        failedFiles.incrementAndGet();
        if (isFileSystem(e)) fileSystemFailures.incrementAndGet();
    }

    /** Whether {@code e} is a failure of the file system rather than about the input or a verify. */
    private static boolean isFileSystem(Throwable e) {
        boolean input = e instanceof VerifyException || e instanceof dev.strata.regionio.ChunkReadException
                || e instanceof dev.strata.regionio.RegionFormatException || e instanceof dev.strata.regionio.NbtFormatException
                || e instanceof dev.strata.regionio.DecompressedSizeException || e instanceof dev.strata.regionio.NbtFileException
                || e instanceof dev.strata.regionio.UnsupportedWorldException;
        return e instanceof IOException && !input;
    }

    /** In a job folder: copies of the {@code .mcc} files the replace step overwrites (see {@link #recoverInterrupted}). */
    static final String OLD_MCC = "old-mcc";
    /** In a job folder: written before the first {@code .mcc} is overwritten; holds the destination region's path. */
    static final String MARKER = "replacing";
    /** Test seam: run after each {@code .mcc} moved into place (a test throws from it to simulate a crash). */
    static volatile Runnable crashHook;

    /**
     * Finishes, at the start of a run, a replace step that a crash interrupted in a region folder. A job folder
     * with a {@link #MARKER} whose verified region is still inside it was stopped after some {@code .mcc} files were
     * overwritten and before the region's atomic rename: the live region is the old one, so the kept copies of
     * the old {@code .mcc} files are moved back (the old data is whole again). Without the region inside it, the
     * rename happened: the new data is live and the copies are dropped. Job folders without a marker hold nothing
     * that is live (the old files were not touched yet) and are removed.
     *
     * @return one line per recovered job, for the report
     */
    static List<String> recoverInterrupted(Path regionFolder) throws IOException {
        List<String> done = new ArrayList<>();
        Path tmpRoot = regionFolder.resolve(".strata-convert");
        if (!Files.isDirectory(tmpRoot)) return done;
        List<Path> jobs;
        try (Stream<Path> s = Files.list(tmpRoot)) {
            jobs = s.filter(Files::isDirectory).sorted().toList();
        }
        for (Path job : jobs) {
            Path marker = job.resolve(MARKER);
            if (Files.exists(marker)) {
                Path dest = Path.of(Files.readString(marker).trim());
                Path keep = job.resolve(OLD_MCC);
                if (Files.exists(job.resolve(dest.getFileName()))) {
                    try (Stream<Path> s = Files.list(keep)) {
                        for (Path p : s.toList()) {
                            Files.move(p, dest.resolveSibling(p.getFileName()), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                        }
                    }
                    // the restored files must be durable before the job folder holding the undo information goes
                    NbtIO.forceDirectory(dest.getParent());
                    done.add(dest + ": an interrupted conversion was undone (old .mcc files restored from " + keep + ")");
                } else {
                    done.add(dest + ": an interrupted conversion had replaced the region; its kept old .mcc copies were dropped");
                }
            }
            deleteTree(job);
        }
        return done;
    }

    private static void force(Path file) throws IOException {
        try (java.nio.channels.FileChannel ch = java.nio.channels.FileChannel.open(file, java.nio.file.StandardOpenOption.WRITE)) {
            ch.force(true);
        }
    }

    /** The folder holding the per-job temporary folders of the regions in {@code source}'s folder. */
    static Path tmpRoot(Path source) {
        return source.resolveSibling(".strata-convert");
    }

    /** An exception for a report: its type (which the message alone often does not say) and its message. */
    static String describe(Throwable e) {
        // our own exceptions say what went wrong in words; the JDK's need their type (e.g. NoSuchFileException: path)
        if (e instanceof VerifyException || (e.getClass().getName().startsWith("dev.strata.") && e.getMessage() != null)) return e.getMessage();
        String type = e.getClass().getSimpleName();
        return e.getMessage() == null ? type : type + ": " + e.getMessage();
    }

    /** A chunk that reads back differently from what was written, or is missing. */
    private static final class VerifyException extends IOException {
        VerifyException(String message) {
            super(message);
        }
    }

    /**
     * Moves a region file to another folder together with the {@code c.<x>.<z>.mcc} files of its chunks (oversized
     * payloads, which regionio looks for beside the region file). Order, so that a crash at any point leaves one
     * complete copy readable: the {@code .mcc} files are copied and forced first (the source region still finds its
     * own), then the region file moves atomically (now it finds the copies), then the source {@code .mcc} files go.
     */
    private static void moveWithExternals(Path source, Path dest) throws IOException {
        List<Path> externals = externalsOf(source);
        Files.createDirectories(dest.getParent());
        for (Path m : externals) {
            Path copy = dest.resolveSibling(m.getFileName());
            Files.copy(m, copy, StandardCopyOption.REPLACE_EXISTING);
            try (java.nio.channels.FileChannel ch = java.nio.channels.FileChannel.open(copy, java.nio.file.StandardOpenOption.WRITE)) {
                ch.force(true);
            }
        }
        if (!externals.isEmpty()) NbtIO.forceDirectory(dest.getParent());
        move(source, dest);
        for (Path m : externals) Files.deleteIfExists(m);
        if (!externals.isEmpty()) NbtIO.forceDirectory(source.getParent());
    }

    /** The {@code c.<x>.<z>.mcc} files beside region file {@code r.<rx>.<rz>.mca} whose chunk lies in that region. */
    private static List<Path> externalsOf(Path region) throws IOException {
        String[] parts = region.getFileName().toString().split("\\.");
        if (parts.length != 4) return List.of();
        int rx, rz;
        try {
            rx = Integer.parseInt(parts[1]);
            rz = Integer.parseInt(parts[2]);
        } catch (NumberFormatException e) {
            return List.of();
        }
        List<Path> found = new ArrayList<>();
        try (Stream<Path> s = Files.list(region.getParent())) {
            for (Path p : s.toList()) {
                String[] n = p.getFileName().toString().split("\\.");
                if (n.length != 4 || !n[0].equals("c") || !n[3].equals("mcc")) continue;
                try {
                    int cx = Integer.parseInt(n[1]), cz = Integer.parseInt(n[2]);
                    if ((cx >> 5) == rx && (cz >> 5) == rz) found.add(p);
                } catch (NumberFormatException e) {
                    // not an external chunk file of ours
                }
            }
        }
        return found;
    }

    private static void move(Path source, Path dest) throws IOException {
        Files.createDirectories(dest.getParent());
        Files.move(source, dest, StandardCopyOption.REPLACE_EXISTING);
        NbtIO.forceDirectory(dest.getParent());
        NbtIO.forceDirectory(source.getParent());
    }

    /** Deletes a job's temporary folder and everything in it, best effort (a failure only leaves litter). */
    private static void deleteTree(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        } catch (IOException | UncheckedIOException ignored) {
            // left for the user to remove; it never holds the only copy of anything after a verify failure
        }
    }
}
