package dev.strata.engine.checkpoint;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * Deterministic SHA-256 fingerprints (64 lower-case hex digits) of what a run generates from, for
 * {@link PlanInfo#dataPackHash()}.
 *
 * <p>A data pack's hash depends only on its files' relative paths and bytes: not on timestamps, permissions,
 * file system order, or whether it is a folder or a zip. The digest is over {@code "strata-datapack/1\0"}, then
 * for each regular file, in order of its relative path ({@code /}-separated, compared as Java strings): the path
 * in UTF-8, a 0 byte, the length as 8 big-endian bytes, the bytes. A zip holding the same files as a folder hashes
 * the same. A server jar (or any other file) is hashed as plain file bytes.
 */
public final class DataPackHash {
    private static final byte[] DOMAIN = "strata-datapack/1\0".getBytes(StandardCharsets.US_ASCII);

    private DataPackHash() {}

    /**
     * {@link #ofTree} for a folder or a {@code .zip} file, else {@link #ofFile}.
     *
     * @throws NoSuchFileException if the path does not exist
     * @throws IOException if it cannot be read or a zip is malformed
     */
    public static String of(Path path) throws IOException {
        if (Files.isDirectory(path) || path.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".zip")) return ofTree(path);
        return ofFile(path);
    }

    /** SHA-256 of a file's bytes (e.g. a server jar). */
    public static String ofFile(Path file) throws IOException {
        MessageDigest md = sha256();
        try (InputStream in = new DigestInputStream(Files.newInputStream(file), md)) {
            in.transferTo(java.io.OutputStream.nullOutputStream());
        }
        return HexFormat.of().formatHex(md.digest());
    }

    /** The data pack hash of a folder or a zip (see the class comment). */
    public static String ofTree(Path path) throws IOException {
        MessageDigest md = sha256();
        md.update(DOMAIN);
        if (Files.isDirectory(path)) {
            List<String> names = new ArrayList<>();
            try (Stream<Path> s = Files.walk(path)) {
                for (Path p : (Iterable<Path>) s::iterator) {
                    if (Files.isRegularFile(p)) {
                        names.add(path.relativize(p).toString().replace(p.getFileSystem().getSeparator(), "/"));
                    }
                }
            }
            names.sort(null);
            for (String name : names) {
                Path p = path.resolve(name);
                entry(md, name, Files.size(p));
                try (InputStream in = new DigestInputStream(Files.newInputStream(p), md)) {
                    in.transferTo(java.io.OutputStream.nullOutputStream());
                }
            }
        } else {
            if (!Files.exists(path)) throw new NoSuchFileException(path.toString());
            try (ZipFile zip = new ZipFile(path.toFile())) {
                List<ZipEntry> entries = new ArrayList<>();
                for (Enumeration<? extends ZipEntry> e = zip.entries(); e.hasMoreElements(); ) {
                    ZipEntry z = e.nextElement();
                    if (!z.isDirectory()) entries.add(z);
                }
                entries.sort((a, b) -> a.getName().compareTo(b.getName()));
                for (ZipEntry z : entries) {
                    byte[] bytes;
                    try (InputStream in = zip.getInputStream(z)) {
                        bytes = in.readAllBytes();
                    }
                    entry(md, z.getName(), bytes.length);
                    md.update(bytes);
                }
            }
        }
        return HexFormat.of().formatHex(md.digest());
    }

    private static void entry(MessageDigest md, String name, long length) {
        md.update(name.getBytes(StandardCharsets.UTF_8));
        md.update((byte) 0);
        md.update(ByteBuffer.allocate(8).putLong(length).array());
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
