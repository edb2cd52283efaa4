package dev.strata.cli;

import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A stand-in for a running server in tests: locks {@code <world>/session.lock} the way the game does, prints
 * {@code locked}, and holds the lock until its standard input closes.
 */
public final class LockHolderMain {
    private LockHolderMain() {}

    public static void main(String[] args) throws Exception {
        try (FileChannel ch = FileChannel.open(Path.of(args[0]).resolve("session.lock"), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
             FileLock lock = ch.tryLock()) {
            System.out.println(lock == null ? "busy" : "locked");
            System.out.flush();
            while (System.in.read() >= 0) {
                // hold the lock until the parent closes our input
            }
        }
    }
}
