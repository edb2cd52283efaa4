package dev.strata.cli;

import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** The one check of a {@code --world} argument, shared by every command that takes a world folder. */
final class WorldFolder {
    private WorldFolder() {}

    /**
     * Refuses an empty {@code --world} ({@code --world ""}, exit {@link ExitCodes#USAGE}: it would name the current
     * directory without saying so); refuses a {@code --world} that is a file, with a hint when it is a region file,
     * and, when {@code mustExist}, one that does not exist: both are a path that is not the folder it should be, exit
     * {@link ExitCodes#IO} (the README's "a path that does not exist", as for a missing --data) with the path named;
     * nothing was read. {@code generate} creates a missing world, so it passes {@code mustExist = false}.
     */
    static void require(Path world, boolean mustExist) throws NoSuchFileException {
        if (world.toString().isBlank()) {
            // Path.of("") is the current directory: generate would fill it, others would read it
            throw new StrataCliException(ExitCodes.USAGE, "--world is empty: give the world folder (use --world . for the current directory)");
        }
        if (Files.isDirectory(world)) return;
        if (!Files.exists(world)) {
            if (mustExist) throw new StrataCliException(ExitCodes.IO, "--world " + world + ": no such folder");
            return;
        }
        String name = world.getFileName() == null ? "" : world.getFileName().toString();
        String hint = name.endsWith(".mca") || name.endsWith(".mcr")
                ? ": it is a region file; give --world the folder that holds level.dat (strata inspect "
                    + GeneratorOptions.quote(world.toString()) + " reads a single region file)"
                : ": give --world the folder that holds level.dat, and region/ or dimensions/";
        throw new StrataCliException(ExitCodes.IO, world + " is a file, not a world folder" + hint);
    }
}
