public final class Dependencies {
    public static let shared = Dependencies()

    public let router: Router = Router()
}
