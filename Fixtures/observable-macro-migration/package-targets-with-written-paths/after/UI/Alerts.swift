/// Types nested here are what 'Router' and 'Session' mean only inside 'Alerts'.
enum Alerts {
    struct Router {
        let title: String
    }

    struct Session {
        let title: String
    }
}
