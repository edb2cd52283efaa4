package dev.strata.engine.data;

import com.google.gson.JsonElement;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLConnection;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

/**
 * Read access to a data pack's files: a folder, a zip, or the game's server jar.
 *
 * <p>Paths are the pack-relative form {@code data/<namespace>/<registry>/<path>.json}. A server jar of 1.18+
 * bundles the real game jar under {@code META-INF/versions/<version>/server-<version>.jar}; its {@code data/}
 * tree is read from that inner jar in memory, without unpacking anything to disk. Zips and jars are read once,
 * keeping only the {@code data/} entries and a zip's {@code pack.mcmeta} (a few MB for the vanilla pack).
 *
 * <p>Hostile input: every inflate is capped by {@link ArchiveLimits} (a file over its cap is unreadable input naming
 * the file, never an out-of-memory error); pack-relative paths must be ones the game resolves (see
 * {@link ResourceId}: no empty, {@code .} or {@code ..} segment); symbolic links inside a pack folder are refused
 * unless the game's {@code allowed_symlinks.txt} rule allows them ({@link SymlinkAllowList}), both when the pack is
 * opened and on every read.
 *
 * <p>Several packs can be stacked with {@link #layered(List)} as the game stacks a world's packs over the vanilla
 * one. Strata's own demo pack ({@code examples/demo-pack/} in the sources) is bundled on the class path of the
 * command-line jar and opened with {@link #demo()}; {@link #copyTo(Path)} writes a pack out as a folder, e.g. into a
 * world's {@code datapacks/}.
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class DataPack {
    /** Class-path folder (resource name prefix) of the bundled demo pack. */
    public static final String DEMO_RESOURCE = "strata/demo-pack/";
    /** Folder name the demo pack gets in a world's {@code datapacks/} (the game then lists it as {@code file/strata-demo}). */
    public static final String DEMO_FOLDER_NAME = "strata-demo";
    /**
     * Largest JSON file {@link #readJson} parses, in bytes (4 MiB). A parsed tree takes up to about 40 times its text
     * in memory (measured: 16 MiB of {@code [0,0,...]} became 675 MiB), so this keeps one parse under ~170 MiB; the
     * largest vanilla 26.2 file is about 120 KB.
     */
    public static final int MAX_JSON_BYTES = 4 << 20;

    private final String description;
    private final Path folder; // null for archives and layers
    private final Map<String, byte[]> entries; // null for folders and layers; sorted by path
    private final List<DataPack> layers; // null unless layered; first wins
    private final ArchiveLimits limits; // folders: the per-file cap
    private final SymlinkAllowList symlinks; // folders: links allowed inside

    private DataPack(String description, Path folder, Map<String, byte[]> entries) {
        this(description, folder, entries, null, ArchiveLimits.DEFAULT, SymlinkAllowList.NONE);
    }

    private DataPack(String description, Path folder, Map<String, byte[]> entries, List<DataPack> layers, ArchiveLimits limits,
                     SymlinkAllowList symlinks) {
        this.description = description;
        this.folder = folder;
        this.entries = entries;
        this.layers = layers;
        this.limits = limits;
        this.symlinks = symlinks;
    }

    /**
     * Stacks packs as the game stacks a world's data packs: a file is read from the first pack of {@code top} that
     * has it (so a user pack listed before the server jar overrides the jar's entries), and {@link #list} merges the
     * listings of all of them. A pack without the file simply leaves it to the ones below; nothing is merged inside
     * a file (the game replaces whole files too; tags are not merged here).
     *
     * @param topFirst the packs, highest priority first; at least one
     */
    public static DataPack layered(List<DataPack> topFirst) {
        if (topFirst.isEmpty()) throw new IllegalArgumentException("no data packs to layer");
        for (DataPack p : topFirst) if (p == null) throw new NullPointerException("null data pack in layer list");
        if (topFirst.size() == 1) return topFirst.get(0);
        List<DataPack> copy = List.copyOf(topFirst);
        StringBuilder d = new StringBuilder();
        for (DataPack p : copy) d.append(d.length() == 0 ? "" : " over ").append(p.description);
        return new DataPack(d.toString(), null, null, copy, ArchiveLimits.DEFAULT, SymlinkAllowList.NONE);
    }

    /**
     * Opens each path with {@link #open(Path)} and stacks them with {@link #layered(List)}, the first path on top.
     *
     * @throws DataPackException naming the first path that cannot be opened
     */
    public static DataPack open(List<Path> topFirst) {
        List<DataPack> packs = new ArrayList<>(topFirst.size());
        for (Path p : topFirst) packs.add(open(p));
        return layered(packs);
    }

    /**
     * A pack held in memory, for files Strata makes itself rather than reads from a pack (an existing world's own
     * dimension settings, which layer over the given data). Nothing is written to disk, so nothing is left behind when
     * the process is killed.
     *
     * @param description what the files are, as messages about them name their pack (e.g. "the world's own generator
     *     settings (world/data/minecraft/world_gen_settings.dat)")
     * @param files pack-relative paths ({@code data/<namespace>/...}) to their bytes; copied
     */
    public static DataPack inMemory(String description, Map<String, byte[]> files) {
        Map<String, byte[]> data = new TreeMap<>();
        for (Map.Entry<String, byte[]> e : files.entrySet()) data.put(e.getKey(), e.getValue().clone());
        return new DataPack(description, null, Collections.unmodifiableMap(data));
    }

    /**
     * Strata's bundled demo pack (class-path folder {@value #DEMO_RESOURCE}): our own rolling-hills terrain in
     * namespace {@code strata} plus a {@code minecraft:overworld} dimension that uses it. It loads on its own, without
     * the vanilla data (see {@link VanillaFacts} for what the loaders assume then), and the game accepts it as a world
     * data pack.
     *
     * @throws DataPackException if the demo pack is not on the class path (it is packaged in the command-line jar)
     */
    public static DataPack demo() {
        return fromClasspath(DataPack.class.getClassLoader(), DEMO_RESOURCE);
    }

    /**
     * Opens a data pack stored on the class path under the resource folder {@code root} (ending in {@code /}, holding
     * {@code pack.mcmeta} and {@code data/}). From a class folder (tests, IDE) the folder is read directly; from a jar
     * every entry under {@code root} is read into memory once (the jar is closed again).
     *
     * @throws DataPackException if {@code root + "pack.mcmeta"} is not on the class path or cannot be read
     */
    public static DataPack fromClasspath(ClassLoader loader, String root) {
        if (!root.endsWith("/")) root = root + "/";
        URL url = loader.getResource(root + "pack.mcmeta");
        if (url == null) {
            throw new DataPackException("class path: no data pack at " + root + " (" + root + "pack.mcmeta not found; "
                    + "the demo pack is packaged in the strata command-line jar)");
        }
        try {
            if (url.getProtocol().equals("file")) {
                Path folder = Path.of(url.toURI()).getParent();
                DataPack p = open(folder, ArchiveLimits.DEFAULT, SymlinkAllowList.NONE);
                return new DataPack("classpath:" + root + " (" + folder + ")", p.folder, null, null, p.limits, p.symlinks);
            }
            URLConnection conn = url.openConnection();
            if (conn instanceof JarURLConnection) {
                JarURLConnection jc = (JarURLConnection) conn;
                jc.setUseCaches(false);
                Map<String, byte[]> data = new TreeMap<>();
                try (JarFile jar = jc.getJarFile()) {
                    Enumeration<JarEntry> en = jar.entries();
                    while (en.hasMoreElements()) {
                        JarEntry e = en.nextElement();
                        if (e.isDirectory() || !e.getName().startsWith(root)) continue;
                        try (InputStream in = jar.getInputStream(e)) {
                            data.put(e.getName().substring(root.length()),
                                    ArchiveReader.readCapped(in, ArchiveLimits.DEFAULT.maxEntryBytes(), url + "!/" + e.getName()));
                        }
                    }
                }
                if (data.keySet().stream().noneMatch(k -> k.startsWith("data/"))) {
                    throw new DataPackException(url + ": no data/ entries under " + root);
                }
                return new DataPack("classpath:" + root, null, Collections.unmodifiableMap(data));
            }
            throw new DataPackException(url + ": cannot list a data pack on the class path through a \""
                    + url.getProtocol() + "\" URL (only class folders and jars)");
        } catch (IOException | URISyntaxException e) {
            throw new DataPackException(url + ": cannot read data pack: " + e.getMessage(), e);
        }
    }

    /**
     * Opens a data pack folder (containing {@code data/}), a pack zip, or a server jar, with the default
     * {@link ArchiveLimits} and the {@code allowed_symlinks.txt} of the current directory
     * ({@link SymlinkAllowList#fromWorkingDirectory()}).
     *
     * @throws DataPackException if the path is neither, the archive is unreadable or inflates beyond the limits, or
     *     the folder holds a symbolic link the rule does not allow
     */
    public static DataPack open(Path path) {
        SymlinkAllowList links = Files.isDirectory(path) ? SymlinkAllowList.fromWorkingDirectory() : SymlinkAllowList.NONE;
        return open(path, ArchiveLimits.DEFAULT, links);
    }

    /**
     * As {@link #open(Path)} with explicit limits and symbolic-link rule. The path itself may be a link (it is the
     * user's choice, not the pack's content); links inside a folder are checked against {@code symlinks}.
     */
    public static DataPack open(Path path, ArchiveLimits limits, SymlinkAllowList symlinks) {
        if (Files.isDirectory(path)) {
            if (!Files.isDirectory(path.resolve("data"))) {
                boolean isDataItself = path.getFileName() != null && path.getFileName().toString().equals("data")
                        && Files.isDirectory(path.resolve("minecraft"));
                throw new DataPackException(path + ": not a data pack folder (no data/ folder inside)"
                        + (isDataItself ? "; this is the data/ folder itself: give its parent, " + path.getParent() : ""));
            }
            Path dir = path;
            try {
                if (Files.isSymbolicLink(path)) dir = path.toRealPath(); // the pack's own folder, walked without links
            } catch (IOException e) {
                throw new DataPackException(path + ": cannot resolve data pack folder: " + e.getMessage(), e);
            }
            validateLinks(dir, symlinks);
            return new DataPack(path.toString(), dir, null, null, limits, symlinks);
        }
        if (!Files.isRegularFile(path)) {
            throw new DataPackException(path + ": no such data pack folder, zip or server jar");
        }
        try (InputStream in = Files.newInputStream(path)) {
            Map<String, byte[]> data = new TreeMap<>();
            ArchiveReader.read(in, data, path.toString(), limits);
            if (data.keySet().stream().noneMatch(k -> k.startsWith("data/"))) {
                throw new DataPackException(path + ": neither a data pack zip nor a server jar (no data/ entries, "
                        + "no bundled server jar under META-INF/versions/)");
            }
            return new DataPack(path.toString(), null, Collections.unmodifiableMap(data));
        } catch (IOException e) {
            throw new DataPackException(path + ": cannot read archive: " + e.getMessage(), e);
        }
    }

    /** The game's {@code DirectoryValidator.validateDirectory}: every link under the pack folder must be allowed. */
    private static void validateLinks(Path root, SymlinkAllowList symlinks) {
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                    if (attrs.isSymbolicLink()) checkLink(root, file, symlinks);
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            throw new DataPackException(root + ": cannot list data pack folder: " + e.getMessage(), e);
        }
    }

    private static void checkLink(Path root, Path link, SymlinkAllowList symlinks) throws IOException {
        Path target = Files.readSymbolicLink(link);
        if (!symlinks.allows(target)) {
            throw new DataPackException(root.relativize(link).toString().replace('\\', '/') + ": symbolic link to " + target
                    + " in data pack " + root + " refused (the game refuses it too unless " + SymlinkAllowList.FILE_NAME
                    + " allows it; " + symlinks + ")");
        }
    }

    /**
     * The file of a pack-relative path inside this folder pack: the path must be a plain relative one (no empty,
     * {@code .} or {@code ..} segment, as the game's {@code FileUtil.decomposePath} requires), and every link on the
     * way must be allowed (checked on each access, so a link made after opening is refused too).
     */
    private Path inFolder(String path) {
        String bad = ResourceId.badSegment(path);
        if (bad != null || path.indexOf('\\') >= 0 || path.indexOf(':') >= 0) {
            throw new DataPackException(path + ": not a data pack path (segment \"" + (bad == null ? path : bad) + "\")");
        }
        Path p = folder;
        int start = 0;
        try {
            while (true) {
                int end = path.indexOf('/', start);
                p = p.resolve(path.substring(start, end < 0 ? path.length() : end));
                if (Files.isSymbolicLink(p)) checkLink(folder, p, symlinks);
                if (end < 0) return p;
                if (!Files.isDirectory(p)) return folder.resolve(path); // missing: the caller reports it
                start = end + 1;
            }
        } catch (IOException e) {
            throw new DataPackException(path + ": cannot read: " + e.getMessage(), e);
        }
    }

    /** Whether the pack has a file at this pack-relative path. */
    public boolean exists(String path) {
        if (layers != null) {
            for (DataPack p : layers) if (p.exists(path)) return true;
            return false;
        }
        return folder != null ? Files.isRegularFile(inFolder(path)) : entries.containsKey(path);
    }

    /**
     * The pack a pack-relative file is read from, as it was opened (its path, for a pack opened from one): of stacked
     * packs ({@link #layered}) the first that has the file, as {@link #readBytes} reads it; this pack itself when it is
     * not stacked. Null when no pack has the file. For naming the pack in a message about the file.
     */
    public String sourceOf(String path) {
        if (layers != null) {
            for (DataPack p : layers) {
                String s = p.sourceOf(path);
                if (s != null) return s;
            }
            return null;
        }
        try {
            return exists(path) ? description : null;
        } catch (DataPackException e) {
            return null; // no path the pack can hold (a link refused, a ".." segment): not from here
        }
    }

    /**
     * Parses the JSON file at this pack-relative path.
     *
     * @throws DataPackException naming the file if it is missing, is not valid JSON, or is larger than
     *     {@link #MAX_JSON_BYTES}
     */
    public JsonElement readJson(String path) {
        byte[] bytes = readBytes(path);
        if (bytes.length > MAX_JSON_BYTES) {
            throw new DataPackException(path + ": unreadable: " + bytes.length + " bytes of JSON, more than the "
                    + (MAX_JSON_BYTES >> 20) + " MiB a data pack JSON file may have");
        }
        try (Reader r = new InputStreamReader(new ByteArrayInputStream(bytes), StandardCharsets.UTF_8)) {
            // as the game reads a resource (Gson's parseReader of a Reader): lenient within the document, and text after
            // it ("Did not consume the entire document") is an error, as the game refuses the file
            return JsonParser.parseReader(r);
        } catch (JsonParseException | IOException e) {
            Throwable c = e.getCause() != null ? e.getCause() : e;
            String m = String.valueOf(c.getMessage());
            if (m.length() > 200) m = m.substring(0, 200) + "..."; // a JSON path 255 levels deep
            throw new DataPackException(path + ": malformed JSON: " + m, e);
        }
    }

    /** The raw bytes of a pack-relative file. @throws DataPackException if it is missing or unreadable */
    public byte[] readBytes(String path) {
        if (layers != null) {
            for (DataPack p : layers) if (p.exists(path)) return p.readBytes(path);
            throw new DataPackException(path + ": missing from data packs " + description);
        }
        if (folder != null) {
            try (InputStream in = Files.newInputStream(inFolder(path))) {
                return ArchiveReader.readCapped(in, limits.maxEntryBytes(), folder + "/" + path);
            } catch (NoSuchFileException e) {
                throw new DataPackException(path + ": missing from data pack " + description);
            } catch (IOException e) {
                throw new DataPackException(path + ": cannot read: " + e.getMessage(), e);
            }
        }
        byte[] b = entries.get(path);
        if (b == null) throw new DataPackException(path + ": missing from data pack " + description);
        return b;
    }

    /**
     * Lists the pack-relative paths of the files directly or indirectly under a folder, in sorted order.
     *
     * @param prefix a folder such as {@code data/minecraft/worldgen/noise/}
     */
    public List<String> list(String prefix) {
        if (layers != null) {
            TreeSet<String> merged = new TreeSet<>();
            for (DataPack p : layers) merged.addAll(p.list(prefix));
            return new ArrayList<>(merged);
        }
        List<String> out = new ArrayList<>();
        if (folder != null) {
            String dirPath = prefix.endsWith("/") ? prefix.substring(0, prefix.length() - 1) : prefix;
            Path dir = inFolder(dirPath);
            if (!Files.isDirectory(dir)) return out;
            try (var s = Files.walk(dir)) {
                for (Path p : (Iterable<Path>) s::iterator) {
                    if (Files.isSymbolicLink(p)) checkLink(folder, p, symlinks);
                    if (Files.isRegularFile(p)) out.add(folder.relativize(p).toString().replace('\\', '/'));
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            Collections.sort(out);
        } else {
            for (String k : entries.keySet()) if (k.startsWith(prefix)) out.add(k);
        }
        return out;
    }

    /**
     * Every file of the pack, pack-relative and sorted: {@code pack.mcmeta} (where the pack has one) and everything
     * under {@code data/}. Zips and server jars opened with {@link #open(Path)} keep only their {@code data/} entries
     * (and a zip's {@code pack.mcmeta}).
     */
    public List<String> files() {
        if (layers != null) {
            TreeSet<String> merged = new TreeSet<>();
            for (DataPack p : layers) merged.addAll(p.files());
            return new ArrayList<>(merged);
        }
        if (folder == null) return new ArrayList<>(entries.keySet());
        List<String> out = list("data/");
        if (Files.isRegularFile(inFolder("pack.mcmeta"))) out.add("pack.mcmeta");
        Collections.sort(out);
        return out;
    }

    /**
     * Writes the pack's {@link #files()} into a folder, e.g. {@code <world>/datapacks/strata-demo/} for the demo pack,
     * creating folders as needed. A file already there under the same path is replaced; other files are left alone.
     * The files are written byte for byte as read (the game reads the folder as the same pack).
     *
     * @return the number of files written
     * @throws UncheckedIOException if a file cannot be written
     */
    public int copyTo(Path target) {
        List<String> files = files();
        try {
            Files.createDirectories(target);
            for (String f : files) {
                Path out = target.resolve(f).normalize();
                if (!out.startsWith(target.normalize())) throw new DataPackException(f + ": path leaves the target folder");
                Files.createDirectories(out.getParent());
                Files.write(out, readBytes(f));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(target + ": cannot write data pack: " + e.getMessage(), e);
        }
        return files.size();
    }

    /** The path or description the pack was opened from. */
    @Override
    public String toString() {
        return description;
    }
}
