package dev.strata.cli;

import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.DataPackException;
import java.util.List;
import picocli.CommandLine;

/**
 * A command (or mixin) that opened {@code --data} packs, so that {@link ErrorHandler} can say which of them a bad file
 * was read from: a message such as {@code data/minecraft/worldgen/placed_feature/ore_gold.json: missing field
 * "feature"} names a path inside the packs; with {@code --data mypack --data server.jar} both may hold it, and with
 * one pack the message names it all the same (the walkthrough found it named only when there were several).
 */
interface PackSource {

    /**
     * The packs as given with {@code --data}, stacked (the first on top), once opened; null before, or when none was
     * given (Strata's demo pack, which is no file of the user's).
     */
    DataPack givenPacks();

    /**
     * Where the file a pack error names was read from: {@code " (read from --data /abs/mypack)"}, or the empty text when
     * the command opened no pack given with --data, or none of its packs holds the file named at the start of the message (the text up
     * to the first {@code ": "}). A path given without {@code data/<namespace>/} (as the density function and noise
     * messages write it, {@code worldgen/noise/ridge.json}) is looked for under every namespace.
     */
    static String of(DataPackException e, CommandLine cl) {
        DataPack packs = givenPacksOf(cl);
        String m = e.getMessage();
        if (packs == null || m == null) return "";
        int colon = m.indexOf(": ");
        if (colon <= 0) return "";
        String file = m.substring(0, colon);
        if (file.indexOf('/') < 0 || file.indexOf(' ') >= 0) return ""; // no pack-relative path
        String source = packs.sourceOf(file);
        if (source == null && !file.startsWith("data/")) {
            try {
                List<String> all = packs.list("data/");
                for (String f : all) {
                    if (f.endsWith("/" + file) && f.indexOf('/', "data/".length()) == f.length() - file.length() - 1) {
                        source = packs.sourceOf(f);
                        break;
                    }
                }
            } catch (RuntimeException ignored) {
                // a pack that cannot be listed again: leave the message as it is
            }
        }
        return source == null ? "" : " (read from --data " + source + ")";
    }

    private static DataPack givenPacksOf(CommandLine cl) {
        if (cl == null) return null;
        if (cl.getCommand() instanceof PackSource s) return s.givenPacks();
        for (CommandLine.Model.CommandSpec mixin : cl.getCommandSpec().mixins().values()) {
            if (mixin.userObject() instanceof PackSource s) return s.givenPacks();
        }
        return null;
    }
}
