package dev.strata.regionio.world;

import dev.strata.regionio.WorldInUseException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The game's world lock: an exclusive {@link FileLock} on {@code <world>/session.lock}, held for as long as a
 * program writes the world. The game (its {@code DirectoryLock}, 1.16 and later) creates the file, writes a snowman
 * ({@code U+2603}, 3 bytes of UTF-8) into it, forces it to disk and then tries the lock, failing when another
 * process holds it; a server holds it for its whole run. Every Strata command that writes a world takes the same
 * lock first, so it refuses to run beside a server, the game, or another Strata command on that world, and they
 * refuse to start beside it.
 *
 * <p>Operating-system file locks belong to the process, and on Linux closing <em>any</em> channel of a file
 * releases all of the process's locks on it; so this class also keeps the set of worlds locked by this process and
 * refuses a second lock on one of them without opening the file again.
 *
 * <p>Closing releases the lock and leaves the file (as the game does).
 */
public final class SessionLock implements AutoCloseable {
    /** The lock file's name in the world folder. */
    public static final String FILE = "session.lock";
    private static final byte[] SNOWMAN = "\u2603".getBytes(StandardCharsets.UTF_8);
    private static final Set<Path> HELD = ConcurrentHashMap.newKeySet();

    private final Path key;
    private final FileChannel channel;
    private final FileLock lock;

    private SessionLock(Path key, FileChannel channel, FileLock lock) {
        this.key = key;
        this.channel = channel;
        this.lock = lock;
    }

    /**
     * Locks an existing world folder.
     *
     * @param world the world folder (must exist: creating it is the caller's decision)
     * @throws WorldInUseException when another process, or another command of this process, holds the lock
     * @throws IOException         when the lock file cannot be created or written (e.g. a read-only folder)
     */
    public static SessionLock acquire(Path world) throws IOException {
        Path file = world.resolve(FILE);
        Path key = world.toRealPath();
        if (!HELD.add(key)) throw new WorldInUseException(file);
        FileChannel ch = null;
        try {
            ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock lock;
            try {
                lock = ch.tryLock();
            } catch (OverlappingFileLockException e) {
                lock = null;
            }
            if (lock == null) throw new WorldInUseException(file);
            ch.truncate(0);
            ch.write(ByteBuffer.wrap(SNOWMAN), 0);
            ch.force(true);
            return new SessionLock(key, ch, lock);
        } catch (IOException | RuntimeException e) {
            HELD.remove(key);
            if (ch != null) {
                try {
                    ch.close();
                } catch (IOException suppressed) {
                    e.addSuppressed(suppressed);
                }
            }
            throw e;
        }
    }

    /**
     * Whether some process (this one included) holds the lock of {@code world} now; false when the folder or its
     * lock file does not exist. Creates nothing and changes no byte of the file. The probe is a shared lock through
     * a read-only channel, which the exclusive lock of the holder refuses: so it also answers for a lock file this
     * user may read but not write (a server's world seen by another account, a read-only copy).
     */
    public static boolean isHeld(Path world) throws IOException {
        Path file = world.resolve(FILE);
        if (!Files.isRegularFile(file)) return false;
        if (HELD.contains(world.toRealPath())) return true;
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            FileLock l;
            try {
                l = ch.tryLock(0L, Long.MAX_VALUE, true);
            } catch (OverlappingFileLockException e) {
                return true;
            }
            if (l == null) return true;
            l.release();
            return false;
        }
    }

    @Override
    public void close() throws IOException {
        try {
            if (lock.isValid()) lock.release();
        } finally {
            try {
                channel.close();
            } finally {
                HELD.remove(key);
            }
        }
    }
}
