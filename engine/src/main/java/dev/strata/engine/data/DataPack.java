package dev.strata.engine.data;

import com.google.gson.JsonElement;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.stream.JsonReader;
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
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * Read access to a data pack's files: a folder, a zip, or the game's server jar.
 *
 * <p>Paths are the pack-relative form {@code data/<namespace>/<registry>/<path>.json}. A server jar of 1.18+
 * bundles the real game jar under {@code META-INF/versions/<version>/server-<version>.jar}; its {@code data/}
 * tree is read from that inner jar in memory, without unpacking anything to disk. Zips and jars are read once,
 * keeping only the {@code data/} entries (a few MB for the vanilla pack).
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

    private final String description;
    private final Path folder; // null for archives and layers
    private final Map<String, byte[]> entries; // null for folders and layers; sorted by path
    private final List<DataPack> layers; // null unless layered; first wins

    private DataPack(String description, Path folder, Map<String, byte[]> entries) {
        this(description, folder, entries, null);
    }

    private DataPack(String description, Path folder, Map<String, byte[]> entries, List<DataPack> layers) {
        this.description = description;
        this.folder = folder;
        this.entries = entries;
        this.layers = layers;
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
        return new DataPack(d.toString(), null, null, copy);
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
                DataPack p = open(folder);
                return new DataPack("classpath:" + root + " (" + folder + ")", p.folder, null);
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
                            data.put(e.getName().substring(root.length()), in.readAllBytes());
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
     * Opens a data pack folder (containing {@code data/}), a pack zip, or a server jar.
     *
     * @throws DataPackException if the path is neither, or the archive is unreadable
     */
    public static DataPack open(Path path) {
        if (Files.isDirectory(path)) {
            if (!Files.isDirectory(path.resolve("data"))) {
                throw new DataPackException(path + ": not a data pack folder (no data/ folder inside)");
            }
            return new DataPack(path.toString(), path, null);
        }
        if (!Files.isRegularFile(path)) {
            throw new DataPackException(path + ": no such data pack folder, zip or server jar");
        }
        try (InputStream in = Files.newInputStream(path)) {
            Map<String, byte[]> data = new TreeMap<>();
            readArchive(in, data, path.toString(), 0);
            if (data.isEmpty()) {
                throw new DataPackException(path + ": neither a data pack zip nor a server jar (no data/ entries, "
                        + "no bundled server jar under META-INF/versions/)");
            }
            return new DataPack(path.toString(), null, Collections.unmodifiableMap(data));
        } catch (IOException e) {
            throw new DataPackException(path + ": cannot read archive: " + e.getMessage(), e);
        }
    }

    private static void readArchive(InputStream in, Map<String, byte[]> data, String name, int depth) throws IOException {
        ZipInputStream zip = new ZipInputStream(in);
        ZipEntry e;
        boolean any = false;
        while ((e = zip.getNextEntry()) != null) {
            any = true;
            String n = e.getName();
            if (e.isDirectory()) continue;
            if (n.startsWith("data/")) {
                data.put(n, zip.readAllBytes());
            } else if (depth == 0 && n.startsWith("META-INF/versions/") && n.endsWith(".jar")) {
                readArchive(new ByteArrayInputStream(zip.readAllBytes()), data, name + "!/" + n, depth + 1);
            }
        }
        if (!any) throw new IOException(name + " is not a zip archive");
    }

    /** Whether the pack has a file at this pack-relative path. */
    public boolean exists(String path) {
        if (layers != null) {
            for (DataPack p : layers) if (p.exists(path)) return true;
            return false;
        }
        return folder != null ? Files.isRegularFile(folder.resolve(path)) : entries.containsKey(path);
    }

    /**
     * Parses the JSON file at this pack-relative path.
     *
     * @throws DataPackException naming the file if it is missing or is not valid JSON
     */
    public JsonElement readJson(String path) {
        byte[] bytes = readBytes(path);
        try (Reader r = new InputStreamReader(new ByteArrayInputStream(bytes), StandardCharsets.UTF_8)) {
            JsonReader jr = new JsonReader(r);
            return JsonParser.parseReader(jr);
        } catch (JsonParseException | IOException e) {
            Throwable c = e.getCause() != null ? e.getCause() : e;
            throw new DataPackException(path + ": malformed JSON: " + c.getMessage(), e);
        }
    }

    /** The raw bytes of a pack-relative file. @throws DataPackException if it is missing or unreadable */
    public byte[] readBytes(String path) {
        if (layers != null) {
            for (DataPack p : layers) if (p.exists(path)) return p.readBytes(path);
            throw new DataPackException(path + ": missing from data packs " + description);
        }
        if (folder != null) {
            try {
                return Files.readAllBytes(folder.resolve(path));
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
            Path dir = folder.resolve(prefix);
            if (!Files.isDirectory(dir)) return out;
            try (var s = Files.walk(dir)) {
                s.filter(Files::isRegularFile)
                        .forEach(p -> out.add(folder.relativize(p).toString().replace('\\', '/')));
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
     * under {@code data/}. Zips and server jars opened with {@link #open(Path)} keep only their {@code data/} entries.
     */
    public List<String> files() {
        if (layers != null) {
            TreeSet<String> merged = new TreeSet<>();
            for (DataPack p : layers) merged.addAll(p.files());
            return new ArrayList<>(merged);
        }
        if (folder == null) return new ArrayList<>(entries.keySet());
        List<String> out = list("data/");
        if (Files.isRegularFile(folder.resolve("pack.mcmeta"))) out.add("pack.mcmeta");
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
