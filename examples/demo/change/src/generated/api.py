API = 2
