package dev.strata.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code strata} command: the entry point of the runnable jar ({@code java -jar cli/target/strata.jar}).
 *
 * <p>Each subcommand is a {@code Callable<Integer>} in its own class; failures are turned into exit codes
 * by {@link ErrorHandler} (see {@link ExitCodes}).
 */
@Command(
        name = "strata",
        mixinStandardHelpOptions = true,
        versionProvider = Strata.Version.class,
        description = {
            "Offline world pre-generator for Minecraft: Java Edition 26.2 (DataVersion 4903).",
            "Run with the server stopped. Vanilla terrain needs the game's data: pass --data <server.jar|pack>."
        },
        subcommands = {
            CommandLine.HelpCommand.class,
            GenerateCommand.class,
            InspectCommand.class,
            RelightCommand.class,
            ConvertCommand.class,
            TrimCommand.class,
            StructuresCommand.class,
            DumpBiomesCommand.class,
            DumpChunkCommand.class,
            BenchCommand.class,
            FuzzCommand.class,
        })
public final class Strata {

    public Strata() {}

    /** Builds the configured command line; tests call {@code execute()} on it with captured output. */
    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Strata());
        cl.setHelpFactory(SpaceWrappingHelp::new); // help lines break at spaces only, never inside a word or path
        // every subcommand lists -V/--version (standard help options): give them the root's answer
        for (CommandLine sub : cl.getSubcommands().values()) sub.getCommandSpec().versionProvider(new Version());
        cl.setExecutionExceptionHandler(new ErrorHandler());
        cl.setParameterExceptionHandler(ErrorHandler::handleParameterException);
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        return cl;
    }

    public static void main(String[] args) {
        int code;
        try {
            code = commandLine().execute(args);
        } catch (OutOfMemoryError e) {
            // picocli hands only exceptions to the handler; the heap running out on this thread arrives here
            code = ErrorHandler.reportOutOfMemory(new java.io.PrintWriter(System.err, true));
        }
        System.exit(code);
    }

    /** Reports the version baked into the jar manifest, or "development" when run from classes. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = Strata.class.getPackage().getImplementationVersion();
            return new String[] {"strata " + (v == null ? "development build" : v), "target: Minecraft 26.2 (DataVersion 4903)"};
        }
    }
}
