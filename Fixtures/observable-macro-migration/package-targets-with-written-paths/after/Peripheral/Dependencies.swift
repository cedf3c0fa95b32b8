/// Another module's 'Dependencies', which files importing only 'Core' never see.
public enum Dependencies {
    public static let timeout = 5
}
