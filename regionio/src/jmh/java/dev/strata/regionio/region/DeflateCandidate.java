package dev.strata.regionio.region;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.Adler32;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/**
 * One way to turn a chunk's NBT into the zlib stream (RFC 1950) a region file stores, for {@link DeflateBench} and
 * {@link DeflateCpuBench}. Each instance belongs to one thread. Names, as given to {@code -p impl=}:
 * <ul>
 *   <li>{@code jdk-new}: what {@link Codec#compress} does today, a new {@link Deflater} per chunk;</li>
 *   <li>{@code jdk-reuse}: one {@link Deflater} per thread, {@code reset()} between chunks (same bytes as
 *       {@code jdk-new} at the same level: same zlib, same parameters);</li>
 *   <li>{@code gkl}: Intel GKL's {@code IntelDeflater} (ISA-L {@code isal_deflate_stateless} at levels 1 and 2,
 *       which writes raw DEFLATE only, so it is wrapped here in a zlib header and Adler-32 trailer; Intel's zlib
 *       fork at 3 to 9);</li>
 *   <li>{@code jzlib}: JCraft's pure-Java zlib port, a new deflater per chunk (it has no reset).</li>
 * </ul>
 */
abstract class DeflateCandidate implements AutoCloseable {
    final int level;
    /** Output scratch: a chunk's NBT never grows by more than DEFLATE's stored-block overhead. */
    byte[] out = new byte[1 << 16];

    DeflateCandidate(int level) {
        this.level = level;
    }

    /** The zlib stream of {@code raw}: {@code out[0..return)}. */
    abstract int compress(byte[] raw);

    @Override
    public void close() {}

    final void ensure(int rawLength) {
        int need = rawLength + (rawLength >> 4) + 1024;
        if (out.length < need) out = new byte[need];
    }

    static DeflateCandidate of(String impl, int level) {
        return switch (impl) {
            case "jdk-new" -> new JdkNew(level);
            case "jdk-reuse" -> new JdkReuse(level);
            case "gkl" -> new Gkl(level);
            case "jzlib" -> new JZlib(level);
            default -> throw new IllegalArgumentException("unknown impl " + impl);
        };
    }

    static final class JdkNew extends DeflateCandidate {
        JdkNew(int level) {
            super(level);
        }

        @Override
        int compress(byte[] raw) {
            ensure(raw.length);
            Deflater d = new Deflater(level);
            try {
                d.setInput(raw);
                d.finish();
                int n = 0;
                while (!d.finished()) n += d.deflate(out, n, out.length - n);
                return n;
            } finally {
                d.end();
            }
        }
    }

    static final class JdkReuse extends DeflateCandidate {
        private final Deflater d;

        JdkReuse(int level) {
            super(level);
            d = new Deflater(level);
        }

        @Override
        int compress(byte[] raw) {
            ensure(raw.length);
            d.reset();
            d.setInput(raw);
            d.finish();
            int n = 0;
            while (!d.finished()) n += d.deflate(out, n, out.length - n);
            return n;
        }

        @Override
        public void close() {
            d.end();
        }
    }

    static final class Gkl extends DeflateCandidate {
        private static final boolean LOADED = new com.intel.gkl.compression.IntelDeflater().load(null);
        private final com.intel.gkl.compression.IntelDeflater d;
        private final boolean raw;
        private final Adler32 adler = new Adler32();
        private byte[] tmp = new byte[1 << 16];

        Gkl(int level) {
            super(level);
            if (!LOADED) throw new IllegalStateException("GKL's native library did not load");
            raw = level == 1 || level == 2;
            // GKL 0.9.1 accepts levels 1 and 2 only with nowrap (raw DEFLATE): it refuses the zlib wrapper there
            d = new com.intel.gkl.compression.IntelDeflater(level, raw);
        }

        @Override
        int compress(byte[] input) {
            ensure(input.length);
            if (tmp.length < out.length) tmp = new byte[out.length];
            d.reset();
            d.setInput(input, 0, input.length);
            d.finish();
            byte[] target = raw ? tmp : out;
            // IntelDeflater only writes at offset 0 and finishes in one call when the buffer is large enough
            int n = d.deflate(target, 0, target.length);
            if (!d.finished()) throw new IllegalStateException("IntelDeflater did not finish in one call");
            if (!raw) return n;
            // zlib header for a 32 KiB window and the "fastest" level class (0x78 0x01), raw DEFLATE, Adler-32 big-endian
            out[0] = 0x78;
            out[1] = 0x01;
            System.arraycopy(tmp, 0, out, 2, n);
            adler.reset();
            adler.update(input, 0, input.length);
            int a = (int) adler.getValue();
            out[n + 2] = (byte) (a >>> 24);
            out[n + 3] = (byte) (a >>> 16);
            out[n + 4] = (byte) (a >>> 8);
            out[n + 5] = (byte) a;
            return n + 6;
        }

        @Override
        public void close() {
            d.end();
        }
    }

    static final class JZlib extends DeflateCandidate {
        JZlib(int level) {
            super(level);
        }

        @Override
        int compress(byte[] raw) {
            ensure(raw.length);
            try {
                com.jcraft.jzlib.Deflater d = new com.jcraft.jzlib.Deflater(level);
                d.setInput(raw, 0, raw.length, false);
                d.setOutput(out, 0, out.length);
                int r = d.deflate(com.jcraft.jzlib.JZlib.Z_FINISH);
                if (r != com.jcraft.jzlib.JZlib.Z_STREAM_END) throw new IllegalStateException("jzlib deflate returned " + r);
                int n = (int) d.getTotalOut();
                d.end();
                return n;
            } catch (com.jcraft.jzlib.GZIPException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /**
     * The uncompressed NBT of every chunk in the region files named by {@code spec}: a comma-separated list of
     * {@code .mca} files or folders of them, relative to {@code strata.shared} unless absolute.
     */
    static List<byte[]> corpus(String spec) throws IOException {
        List<byte[]> chunks = new ArrayList<>();
        for (String part : spec.split(",")) {
            Path p = Path.of(part.trim());
            if (!p.isAbsolute()) p = BenchInput.shared().resolve(p);
            List<Path> files = new ArrayList<>();
            if (Files.isDirectory(p)) {
                try (var s = Files.list(p)) {
                    s.filter(f -> f.getFileName().toString().endsWith(".mca")).sorted().forEach(files::add);
                }
            } else {
                files.add(p);
            }
            for (Path f : files) {
                try (RegionFile r = RegionFile.openReadOnly(f)) {
                    for (int[] xz : r.chunks()) r.readRaw(xz[0], xz[1]).ifPresent(c -> chunks.add(c.nbt()));
                }
            }
        }
        if (chunks.isEmpty()) throw new IOException("no chunks in " + spec);
        return chunks;
    }

    /**
     * Inflates a zlib stream with {@link Inflater} (zlib wrapper, checksum checked) and with {@link Codec} (Strata's
     * reader), and compares both with {@code raw}.
     */
    static void checkInflates(byte[] zlib, int len, byte[] raw) {
        Inflater inf = new Inflater();
        try {
            inf.setInput(zlib, 0, len);
            byte[] back = new byte[raw.length];
            int n = 0;
            while (!inf.finished() && n < back.length) n += inf.inflate(back, n, back.length - n);
            if (!inf.finished()) {
                byte[] one = new byte[1];
                if (inf.inflate(one) != 0 || !inf.finished()) throw new IllegalStateException("stream longer than the input");
            }
            if (n != raw.length || !java.util.Arrays.equals(back, raw)) throw new IllegalStateException("round trip differs");
            if (inf.getRemaining() != 0) throw new IllegalStateException(inf.getRemaining() + " bytes after the stream");
            // and through Strata's own reader (strict about the header, the final block and the Adler-32 trailer)
            Codec.Decoded ours = Codec.decompress(Compression.ZLIB, zlib, 0, len);
            if (ours.tolerated() != null || !java.util.Arrays.equals(ours.bytes(), raw)) throw new IllegalStateException("Codec read differs");
        } catch (DataFormatException | IOException e) {
            throw new IllegalStateException(e);
        } finally {
            inf.end();
        }
    }
}
