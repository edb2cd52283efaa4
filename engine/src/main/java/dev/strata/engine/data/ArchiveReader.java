package dev.strata.engine.data;

import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * Reads data pack zips and server jars for {@link DataPack} within {@link ArchiveLimits}: each kept file is read up
 * to its cap (and refused past it, before being held whole), all kept files together and every byte inflated
 * (skipped entries and the bundled jar included) are counted, so no archive can make the reader hold more than the
 * limits, whatever it declares.
 */
final class ArchiveReader {
    private ArchiveReader() {}

    /** Inflated-byte accounting for one archive read (nested jars included). */
    private static final class Budget {
        final ArchiveLimits limits;
        long kept;
        long inflated;

        Budget(ArchiveLimits limits) {
            this.limits = limits;
        }
    }

    /** Counts every byte read from an entry against the budget; never closes the underlying zip stream. */
    private static final class CountingStream extends FilterInputStream {
        private final Budget budget;
        private final String name;

        CountingStream(InputStream in, Budget budget, String name) {
            super(in);
            this.budget = budget;
            this.name = name;
        }

        private void add(long n) {
            if (n > 0 && (budget.inflated += n) > budget.limits.maxInflatedBytes()) {
                throw new DataPackException(name + ": unreadable: the archive inflates to more than " + mib(budget.limits.maxInflatedBytes())
                        + " in all (the limit for one data pack)");
            }
        }

        @Override
        public int read() throws IOException {
            int b = in.read();
            if (b >= 0) add(1);
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = in.read(b, off, len);
            add(n);
            return n;
        }

        @Override
        public long skip(long n) throws IOException {
            byte[] buf = new byte[8192];
            long done = 0;
            while (done < n) {
                int r = read(buf, 0, (int) Math.min(buf.length, n - done));
                if (r < 0) break;
                done += r;
            }
            return done;
        }

        @Override
        public void close() {
            // the entry belongs to the enclosing zip stream
        }
    }

    /**
     * Reads an archive's kept entries ({@code data/...}, and at the top level {@code pack.mcmeta}) into {@code data},
     * streaming a server jar's bundled jar from {@code META-INF/versions/}.
     *
     * @param name the archive, for messages ({@code <name>!/<entry>})
     * @throws DataPackException naming the entry when a limit is exceeded
     * @throws IOException if the archive is malformed
     */
    static void read(InputStream in, Map<String, byte[]> data, String name, ArchiveLimits limits) throws IOException {
        readArchive(in, data, name, 0, new Budget(limits));
    }

    private static void readArchive(InputStream in, Map<String, byte[]> data, String name, int depth, Budget budget) throws IOException {
        ZipInputStream zip = new ZipInputStream(in);
        ZipEntry e;
        boolean any = false;
        while ((e = zip.getNextEntry()) != null) {
            any = true;
            String n = e.getName();
            if (e.isDirectory()) continue;
            String where = name + "!/" + n;
            InputStream entry = new CountingStream(zip, budget, where);
            if (n.startsWith("data/") || (depth == 0 && n.equals("pack.mcmeta"))) {
                long cap = budget.limits.maxEntryBytes();
                if (e.getSize() > cap) throw tooLarge(where, cap);
                byte[] bytes = readCapped(entry, cap, where);
                budget.kept += bytes.length + 2L * n.length() + 64; // bytes, name, map entry
                if (budget.kept > budget.limits.maxKeptBytes()) {
                    throw new DataPackException(where + ": unreadable: the data pack's files inflate to more than "
                            + mib(budget.limits.maxKeptBytes()) + " together (the limit for one data pack)");
                }
                data.put(n, bytes);
            } else if (depth == 0 && n.startsWith("META-INF/versions/") && n.endsWith(".jar")) {
                // the bundled game jar is read straight from the outer stream, never buffered whole
                readArchive(entry, data, where, depth + 1, budget);
            }
            entry.skip(Long.MAX_VALUE); // the rest of the entry, counted
        }
        if (!any) throw new IOException(name + " is not a zip archive");
    }

    private static DataPackException tooLarge(String where, long cap) {
        return new DataPackException(where + ": unreadable: inflates to more than " + mib(cap) + " (the limit for one data pack file)");
    }

    private static String mib(long bytes) {
        return bytes % (1 << 20) == 0 ? (bytes >> 20) + " MiB" : bytes + " bytes";
    }

    /** Reads a stream to its end, refusing more than {@code cap} bytes (before holding them). */
    static byte[] readCapped(InputStream in, long cap, String where) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[8192];
        long total = 0;
        int r;
        while ((r = in.read(buf)) > 0) {
            total += r;
            if (total > cap) throw tooLarge(where, cap);
            out.write(buf, 0, r);
        }
        return out.toByteArray();
    }
}
